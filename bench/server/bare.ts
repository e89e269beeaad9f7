// The peer of the server bench: a bare Fastify 5 process with one read and one write route, answering
// the JSON our form read answers (BARE_BODY, parsed: serialised again on every request, as a plain route
// does) with no session, no database and no security headers, on an ephemeral loopback port.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const form = JSON.parse(process.env.BARE_BODY ?? '{}') as unknown;
app.get('/form', async () => form);
app.post('/form', async (req) => ({ ok: true, size: JSON.stringify(req.body).length }));
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
process.stdout.write(`running at http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}\n`);
