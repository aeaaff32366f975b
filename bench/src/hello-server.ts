import Fastify from 'fastify';

/** The baseline: a bare Fastify hello route, run in its own process like the API. */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
