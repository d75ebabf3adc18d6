import { join } from 'node:path';
import { isApiError } from '@dehong/api-spec';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { auditMoney } from '../../src/index';
import { rechargePayload } from '../support/payloads';
import { startCli, tempFolder } from './support/cli';
import { chatSignIn, clientWithToken, payOnSheet } from './support/clients';

const OWNERS = ['13600000001', '13600000002', '13600000003', '13600000004'];
const ACKNOWLEDGED_BEFORE_KILL = 40;

/** A 50 yuan top-up (recharge package RP01), as the top-up page publishes it. */
const TOPUP = rechargePayload('RP01', 5000);

describe('crash safety', { timeout: 120_000 }, () => {
  it('after a SIGKILL in the middle of a write load, the restarted simulator has an intact database and every acknowledged payment', async () => {
    const file = join(tempFolder('sim-crash-'), 'sim.db');
    const first = await startCli(['--db', file, '--admin']);
    const tokens = await Promise.all(OWNERS.map((phone) => chatSignIn(first.url, phone)));

    const acknowledged: string[] = [];
    let enough: () => void = () => {};
    const enoughAcknowledged = new Promise<void>((resolve) => (enough = resolve));
    let killed = false;
    /** One owner topping up again and again through the pay sheet until the process dies. */
    const owner = async (token: string) => {
      const api = clientWithToken(first, token);
      for (;;) {
        try {
          const published = await api.publishPayOrder(TOPUP, 0);
          const params = await api.payParamsFor('533103', published.payCode);
          if ((await payOnSheet(first.url, params, 'ok')).endsWith(':ok')) {
            acknowledged.push(published.payCode);
            if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) enough();
          }
        } catch (error) {
          // The connection drops when the process is killed; anything else is a failure.
          if (killed && (isApiError(error) || error instanceof TypeError)) return;
          throw error;
        }
      }
    };
    const load = Promise.all(tokens.map(owner));

    // A load that fails before the kill fails the test at once.
    await Promise.race([enoughAcknowledged, load]);
    killed = true;
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    await load;
    const paidBeforeKill = [...acknowledged];

    const second = await startCli(['--db', file]);
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const stored = db
        .prepare(
          `SELECT pay_code FROM pay_orders WHERE status = 1
           AND pay_code IN (SELECT value FROM json_each(?))`,
        )
        .pluck()
        .all(JSON.stringify(paidBeforeKill));
      expect(new Set(stored)).toEqual(new Set(paidBeforeKill));
      expect(auditMoney(db).violations).toEqual([]);
    } finally {
      db.close();
    }
    // The restarted simulator still knows the owners (their tokens) and answers their balance.
    const funds = await Promise.all(
      tokens.map(async (token) => (await clientWithToken(second, token).getMemberFunds()).funds),
    );
    expect(funds.reduce((sum, fen) => sum + fen, 0)).toBeGreaterThanOrEqual(
      paidBeforeKill.length * TOPUP.sumCost,
    );
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
