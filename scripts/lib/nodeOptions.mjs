// The V8 options bff runs with wherever it is started: npm start (serve.mjs), the bench, and
// docker-compose.yml, which spells the same (deploy/dockerCompose.test.ts holds it to this).
//
// A server render's garbage is short-lived: a 32 MB semi-space (V8's default is 16) halves the
// scavenges that promoted most of it, for about 50 MB more memory (the bench measured it, issue
// 17; 64 MB saved no more).
export const bffNodeOptions = ['--max-semi-space-size=32'];
