/** The yardstick: a bare Fastify endpoint answering a fixed envelope, in its own process like the real server. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ e: 0, m: 'ok', d: { hello: 'campus' } }));
app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then((address) => {
  console.log(`listening ${address}`);
});
