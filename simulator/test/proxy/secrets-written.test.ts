import { describe, expect, it } from 'vitest';
import { ok, scriptedOperator, type ScriptedOperator } from './scripted-operator';
import { leaks, throughProxy } from './written';

/**
 * What a careless upstream or client sends must not come out of the proxy in clear: each case is
 * one way a secret reached the journal, drift.json, the recordings or the log before masking went
 * by the description (renamed fields, numbers, query and form fields the description lacks, a
 * field the description marks as a person's name).
 */

const TOKEN = 'a7f3c9e1b5d24f608e2a9c7d1b3f5e70';
const REFRESH = 'r3f9d1c7a5b24e608f2a9c7d1b3e5f71';
const PHONE = '13800138000';
const NAME = '李明';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

async function withOperator<T>(
  answer: Parameters<typeof scriptedOperator>[0],
  use: (operator: ScriptedOperator) => Promise<T>,
): Promise<T> {
  const operator = await scriptedOperator(answer);
  try {
    return await use(operator);
  } finally {
    await operator.close();
  }
}

describe('what the proxy writes about a careless upstream', () => {
  it('an upstream renaming access_token, refresh_token and nickname and sending phone as a number leaves no token, phone or name written', async () => {
    const written = await withOperator(
      (request) =>
        request.target.startsWith('/sso/v1/api/login')
          ? ok({
              accessToken: TOKEN,
              refreshToken: REFRESH,
              token_type: 'Bearer',
              expires_in: 7200,
              principal: { nickName: NAME, accountPic: '', phone: Number(PHONE) },
            })
          : ok({
              serial: 'm1',
              nickName: NAME,
              accountPic: '',
              phone: Number(PHONE),
              promotionCode: 'P1',
              createTime: '2025-01-01 08:00:00',
            }),
      (operator) =>
        throughProxy(operator.url, async (url) => {
          await fetch(`${url}/sso/v1/api/login`, {
            method: 'POST',
            headers: FORM,
            body: `js_login=${'A'.repeat(48)}&key=${'k'.repeat(22)}`,
          });
          await fetch(`${url}/user/v1/api/member/info`, {
            headers: { Authorization: `Bearer ${TOKEN}` },
          });
        }),
    );
    expect(written.snapshot.drifts.map((drift) => drift.pointer)).toEqual(
      expect.arrayContaining(['/data/accessToken', '/data/principal/nickName', '/data/phone']),
    );
    expect(Object.keys(written.files).some((file) => file.startsWith('getMemberInfo/'))).toBe(true);
    expect(leaks(written.files, [TOKEN, REFRESH, PHONE, NAME])).toEqual([]);
  });

  it('a client’s access_token in the query and extra token and realName form fields are not written', async () => {
    const written = await withOperator(
      () => ok({ resendIn: 60, expiresIn: 300 }),
      (operator) =>
        throughProxy(operator.url, async (url) => {
          await fetch(`${url}/user/v1/api/member/info?access_token=${TOKEN}`);
          await fetch(`${url}/sso/v1/api/sms/send`, {
            method: 'POST',
            headers: FORM,
            body: `smsType=dynamic&phone=${PHONE}&token=${REFRESH}&realName=${encodeURIComponent('张伟')}`,
          });
        }),
    );
    expect(written.snapshot.drifts.map((drift) => drift.pointer)).toEqual(
      expect.arrayContaining(['/query/access_token', '/body/token', '/body/realName']),
    );
    expect(
      leaks(written.files, [TOKEN, REFRESH, PHONE, '张伟', encodeURIComponent('张伟')]),
    ).toEqual([]);
  });

  it('an invoice’s title (a person’s name) is in no recording of applyInvoice or listInvoices, nor in a request key', async () => {
    const invoice = {
      serial: 'i1',
      title: NAME,
      amount: 1400,
      payCodes: ['P202501010001'],
      status: 0,
      createTime: '2025-01-01 08:00:00',
    };
    const written = await withOperator(
      (request) =>
        request.method === 'POST'
          ? ok(invoice)
          : ok({ page: 1, pageSize: 10, total: 1, list: [invoice] }),
      (operator) =>
        throughProxy(operator.url, async (url) => {
          await fetch(`${url}/pay/v1/api/order/invoice/apply`, {
            method: 'POST',
            headers: FORM,
            body: `payCodes=P202501010001&title=${encodeURIComponent(NAME)}`,
          });
          await fetch(`${url}/user/v1/api/member/invoice/list?page=1`);
        }),
    );
    const recordings = Object.keys(written.files).filter((file) => /Invoice/.test(file));
    expect(recordings.map((file) => file.split('/')[0]).sort()).toEqual([
      'applyInvoice',
      'listInvoices',
    ]);
    expect(leaks(written.files, [NAME, encodeURIComponent(NAME)])).toEqual([]);
  });
});
