import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compiled, operationOf } from '../../src/proxy/spec-operations';
import {
  canaryAnswer,
  canaryRequest,
  Canaries,
  everyOperation,
  type Drift,
} from './canary-traffic';
import { leaks, throughProxy } from './written';

/**
 * The proxy never writes a secret. Each run calls every operation of openapi.yaml through a
 * recording proxy, with a secret planted in every path part, query parameter and form field, and
 * an upstream that answers each with a secret in every field of the described answer; fast-check
 * chooses how the traffic drifts (fields renamed, of another type, undeclared ones beside them,
 * query and form fields the description lacks, statuses it does not describe, answers that are
 * not JSON). Then every byte the proxy wrote is searched for every secret: the drift journal (as
 * the console's Drift page reads it and as drift.json), the console's request journal, the
 * report, the recordings and the log.
 */

const rate = fc.double({ min: 0, max: 1, noNaN: true });
const additions = fc.uniqueArray(
  fc.record({ name: fc.stringMatching(/^x_[a-z]{1,8}$/), secret: fc.boolean() }),
  { selector: (addition) => addition.name, maxLength: 3 },
);
const drifts: fc.Arbitrary<Drift> = fc.record({
  seed: fc.integer(),
  renames: rate,
  retypes: rate,
  extras: rate,
  otherStatus: fc.double({ min: 0, max: 0.3, noNaN: true }),
  notJson: fc.double({ min: 0, max: 0.2, noNaN: true }),
  queryAdditions: additions,
  formAdditions: additions,
});

/** An upstream answering each documented call with secrets (its own 404 for anything else). */
async function canaryOperator(canaries: Canaries) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const operation = operationOf(req.method ?? 'GET', path);
      const found = operation && compiled(operation.id);
      const answer = found
        ? canaryAnswer(found, canaries)
        : { status: 404, contentType: 'text/plain', body: canaries.any() };
      res.writeHead(answer.status, { 'content-type': answer.contentType });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the proxy never writes a secret', () => {
  it('no secret planted in any field of any operation, however the traffic drifts, is in anything the proxy wrote', async () => {
    await fc.assert(
      fc.asyncProperty(drifts, async (drift) => {
        const canaries = new Canaries(drift, 0);
        const operator = await canaryOperator(canaries);
        try {
          const written = await throughProxy(operator.url, async (url) => {
            for (const operation of everyOperation()) {
              const { target, init } = canaryRequest(operation, canaries);
              await (await fetch(url + target, init)).arrayBuffer();
            }
            // A path the description lacks, with secrets in its parts and its query.
            const unknown = `/user/v1/api/member/${canaries.any()}/${canaries.phoneNumber()}`;
            await (await fetch(`${url}${unknown}?q=${canaries.any()}`)).arrayBuffer();
          });
          // The run wrote what it is about: recordings of most operations, a journal of drifts.
          const recordings = Object.keys(written.files).filter((file) => /\/\d{3}-/.test(file));
          expect(recordings.length).toBeGreaterThan(everyOperation().length / 2);
          expect(written.snapshot.drifts.length).toBeGreaterThan(0);
          expect(leaks(written.files, canaries.planted)).toEqual([]);
        } finally {
          await operator.close();
        }
      }),
      // Each run is a session of 125 calls through a fresh recording proxy (seconds): a failure is
      // reported as found, with the secrets and where they were written, rather than shrunk.
      { numRuns: 10, endOnFailure: true },
    );
  }, 600_000);
});
