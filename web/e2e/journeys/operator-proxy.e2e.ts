import { FIXTURES, type RunningSimulator, startSimulator } from '@dehong/simulator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  answerBalanceConfirm,
  expectPaid,
  fillLoginForm,
  queryPlateFromHome,
  tapSettle,
} from '../support/app';
import { setUpJourneys } from '../support/journey';

/**
 * The backend team's bridge: the app served by a simulator that forwards every operator call to
 * "the real operator" (here the journey's own simulator) and checks each against openapi.yaml.
 * The app cannot tell; the operator's state changes; the proxy saw no difference.
 */
const journey = setUpJourneys();
const userA = FIXTURES.users.a; // balance ¥50.00
const arrears = FIXTURES.plates.arrears; // 云N12345: 3 orders, ¥14.00, Mangshi

let proxy: RunningSimulator | undefined;
const proxied = (path: string) => `${proxy?.url ?? ''}${path}`;

beforeAll(async () => {
  proxy = await startSimulator({
    admin: true,
    webDir: inject('webDir'),
    proxy: { origin: journey.sim.url },
  });
});

afterAll(async () => {
  await proxy?.close();
});

describe('the app through the validating proxy', () => {
  it('user A signs in and pays 云N12345’s ¥14.00 from the balance; the operator has it, the proxy saw no drift', async () => {
    const { page, admin } = journey;
    await page.goto(proxied('/m/home'));
    await page.waitForURL('**/uc/login');
    // The SMS code is in the operator's outbox, as a real one would be on the phone.
    await fillLoginForm(page, admin, userA.phone);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '手机号快捷登录' }).click();
    await page.waitForURL((url) => url.pathname === '/m/home');
    expect(new URL(page.url()).origin).toBe(proxy?.url);

    await queryPlateFromHome(page, arrears.number);
    await tapSettle(page);
    await answerBalanceConfirm(page, '¥14.00', '¥50.00');
    await expectPaid(page, '¥14.00');

    expect((await admin.plate(arrears.number)).arrears).toBe(0);
    expect((await admin.user(userA.phone)).funds).toBe(5000 - 1400);
    const drift = (await (await fetch(proxied('/__admin/drift'))).json()) as {
      operations: { operation: string }[];
      drifts: unknown[];
    };
    expect(drift.operations.map(({ operation }) => operation)).toEqual(
      expect.arrayContaining(['login', 'getRepaySummary', 'publishPayOrder', 'payByFunds']),
    );
    expect(drift.drifts).toEqual([]);
  });
});
