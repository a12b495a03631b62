// The bare baseline of bench/request-overhead.bench.ts: Fastify (no request logging) + jose HS256
// verify + one indexed SELECT of the user by id, answering GET /api/users/me with that row.
// For bench/addresses.bench.ts also GET /api/addresses?q=: jose verify + ONE GIN-indexed SELECT of
// 10 address rows for the query's longest word (no folding, typo search or ranking), the floor
// any address autocomplete over HTTP has on this machine.
// Env: PORT, DATABASE_URL, JWT_SECRET. Run as its own process, like the product.
import { Buffer } from 'node:buffer';
import { webcrypto } from 'node:crypto';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// imported once as a CryptoKey, as the product does (jose re-imports raw bytes or a KeyObject per call)
const key = await webcrypto.subtle.importKey(
  'raw',
  Buffer.from(process.env.JWT_SECRET, 'utf8'),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);
const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ ok: true }));
app.get('/api/users/me', async (req, reply) => {
  const header = req.headers.authorization ?? '';
  try {
    const { payload } = await jwtVerify(header.slice(7), key, { algorithms: ['HS256'] });
    const { rows } = await pool.query({
      name: 'baseline_user',
      text: 'SELECT id, uuid, firstname, lastname, email, role, type FROM users WHERE id = $1',
      values: [Number(payload.sub)],
    });
    if (!rows[0]) return reply.status(401).send({ error: 'UNAUTHENTICATED' });
    return rows[0];
  } catch {
    return reply.status(401).send({ error: 'UNAUTHENTICATED' });
  }
});

app.get('/api/addresses', async (req, reply) => {
  const header = req.headers.authorization ?? '';
  try {
    await jwtVerify(header.slice(7), key, { algorithms: ['HS256'] });
  } catch {
    return reply.status(401).send({ error: 'UNAUTHENTICATED' });
  }
  const words = String(req.query.q ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0) return { results: [] };
  const { rows } = await pool.query({
    name: 'baseline_addresses',
    text: `SELECT id, text AS address, street, house, floor, door, zip, city, lat, lon, source FROM addresses WHERE tsv @@ $1::tsquery LIMIT 10`,
    values: [`'${words[0]}'`],
  });
  return {
    results: rows.map((r) => ({
      ...r,
      href: `/api/addresses/${r.id}`,
      geo: { coordinates: [r.lat, r.lon] },
      lat: undefined,
      lon: undefined,
    })),
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
