// The baseline of the server-rendering benchmark: the pages' captured HTML served as static files
// by Fastify and @fastify/static of the versions bff uses. Usage: node staticServer.mjs <dir> <port>
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../scripts/lib/run.mjs';

const [dir, port] = process.argv.slice(2);
const requireFromBff = createRequire(join(root, 'bff', 'package.json'));
const load = async (name) =>
  (await import(pathToFileURL(requireFromBff.resolve(name)).href)).default;
const Fastify = await load('fastify');
const fastifyStatic = await load('@fastify/static');

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: dir, prefix: '/' });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
