/**
 * The baseline: a bare Express 5 app (the simulator's Express) answering every GET with one fixed
 * envelope, no validation, no database. Prints its URL when listening.
 *
 *   node --import tsx scripts/bench/workers/bare-server.ts
 */
import express from 'express';

const ENVELOPE = { code: 0, message: 'ok', data: { total: 0, page: 1, pageSize: 10, list: [] } };

const app = express();
app.disable('x-powered-by');
app.get('/{*path}', (_req, res) => {
  res.json(ENVELOPE);
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  console.log(`Bare Express ready at http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
