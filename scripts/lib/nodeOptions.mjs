// The V8 options bff runs with wherever it is started: npm start (serve.mjs), the bench, and
// docker-compose.yml, which spells the same (deploy/dockerCompose.test.ts holds it to this).
//
// A server render allocates 1–2 MB, and the ten or so pages in flight keep about 2 MB of it
// alive at any moment. With V8's default 16 MB semi-space a scavenge came every eight pages or
// so and promoted almost everything it copied, and the collector's pauses were about a tenth of
// bff's main-thread time per page. 32 MB halves the scavenges: on the search page the pause per
// page went from 251–273 µs to 207–212 µs, for about 50 MB more resident memory per process
// (measured with --trace-gc-nvp under the bench load, issue 17; 64 MB saved no more and
// cost twice the memory).
export const bffNodeOptions = ['--max-semi-space-size=32'];
