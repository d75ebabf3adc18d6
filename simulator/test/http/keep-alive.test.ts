import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../src/index';
import { failure, signIn, startTestSimulator } from '../support/simulator';

/** Blocks this thread without burning a core, as a long synchronous step of a busy process does. */
const blockEventLoop = (ms: number) =>
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe('kept-alive connections', () => {
  it('a POST on a connection left idle while the event loop was blocked for 6 s is answered, not reset', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, FIXTURES.users.a.phone);
    const [order] = (await a.listUnpaidOrders({ number: FIXTURES.plates.arrears.number })).list;

    // Past Node's 5 s default: both ends' idle timers expire unseen, and the POST is written on
    // the old connection before either timer runs - which, with a 5 s server, closed it under the
    // request (ECONNRESET: Node's fetch does not retry a POST).
    blockEventLoop(6_000);
    const answer = await failure(
      a.reportOrderFault({ serial: order!.serial, content: 'x', photos: '{' }),
    );

    expect(answer).toMatchObject({ code: 400, message: expect.stringContaining('photos') });
  });

  it('says how long an idle connection stays open', async () => {
    const sim = await startTestSimulator();
    const answer = await fetch(`${sim.url}/component/v1/api/app/config/show`);
    expect(answer.headers.get('keep-alive')).toBe('timeout=65');
  });
});
