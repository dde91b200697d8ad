/**
 * The yardstick of `npm run bench -- fleet`: a bare Fastify route in its own process, same Node and machine, so
 * the Feira figures can be read as a ratio to "what this machine does with no work per request".
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('pronto');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
