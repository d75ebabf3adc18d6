/**
 * The floors the simulator is measured against: a bare Express 5 app (the simulator's Express)
 * with no validation, no authentication, no middleware and no headers of its own.
 *
 * - Each hot read answers from the same database file with the simulator's own service code (so
 *   the same prepared SQLite queries and the same JSON, byte for byte): the work an answer needs,
 *   without the layers around it. The member the reads are made as is looked up once at start
 *   (the simulator looks the token up on every request).
 * - Every other GET answers one fixed envelope (no database): the cost of Express alone.
 *
 * With `simulator-server` the app runs on the simulator's HTTP server (createExpressServer, whose
 * requests are born with Express's prototypes) instead of `app.listen`'s plain Node server: then
 * it differs from the simulator by the simulator's layers alone.
 *
 * Prints its URL when listening.
 *
 *   node --import tsx scripts/bench/workers/bare-server.ts <db file> <bearer token> [simulator-server]
 */
import express from 'express';
import { Clock, openDatabase } from '@dehong/simulator';
import { createStore } from '../../../simulator/src/repositories/store';
import { createServices } from '../../../simulator/src/services';
import { createExpressServer } from '../../../simulator/src/http/express-server';

const ENVELOPE = { code: 0, message: 'ok', data: { total: 0, page: 1, pageSize: 10, list: [] } };

const [file, token, host] = process.argv.slice(2);
if (!file || !token || (host !== undefined && host !== 'simulator-server')) {
  console.error('usage: bare-server.ts <db file> <bearer token> [simulator-server]');
  process.exit(2);
}
const db = openDatabase(file);
const services = createServices(createStore(db), new Clock());
const { member: reader } = services.sso.authenticate(token);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown) => (typeof value === 'string' ? Number(value) : undefined);

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/parking/v1/api/order/list', (req, res) => {
  const query = {
    number: text(req.query.number),
    page: whole(req.query.page),
    pageSize: whole(req.query.pageSize),
  };
  res.json({ code: 0, message: 'ok', data: services.orders.list(reader, query) });
});
app.get('/parking/v1/api/order/unpaid/repay', (req, res) => {
  const data = services.orders.repaySummary({ number: text(req.query.number) });
  res.json({ code: 0, message: 'ok', data });
});
app.get('/parking/v1/api/order/:serial/show', (req, res) => {
  const order = services.orders.show(req.params.serial, reader);
  const dispute = services.disputes.ofOrderFor(reader, order.bookCode);
  res.json({ code: 0, message: 'ok', data: dispute ? { ...order, dispute } : order });
});
app.get('/parking/v1/api/park/list', (req, res) => {
  const query = { page: whole(req.query.page), pageSize: whole(req.query.pageSize) };
  res.json({ code: 0, message: 'ok', data: services.content.lots(query) });
});
app.get('/{*path}', (_req, res) => {
  res.json(ENVELOPE);
});
const listening = () => {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  console.log(`Bare Express ready at http://127.0.0.1:${address.port}`);
};
const server =
  host === 'simulator-server'
    ? createExpressServer(app).listen(0, '127.0.0.1', listening)
    : app.listen(0, '127.0.0.1', listening);
process.on('SIGTERM', () =>
  server.close(() => {
    db.close();
    process.exit(0);
  }),
);
