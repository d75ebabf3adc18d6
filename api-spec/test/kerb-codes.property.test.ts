import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkKerbPage,
  DEVICE_CODE,
  KERB_CODE_PATH,
  kerbCodePublicKey,
  kerbCodeUrl,
  readKerbCode,
  signKerbCode,
  type KerbCodeParts,
  verifyKerbSignature,
} from '../src/kerb-codes';

/*
 * A space's code is the operator's only while every part the signature binds is as signed: the
 * properties change one part at a time (device, key id, signature, host, path) and the code must
 * stop verifying, and a code left alone must always verify.
 */

const secretKey = fc.uint8Array({ minLength: 32, maxLength: 32 });
const device = fc.stringMatching(/^[A-Z][0-9]{3,12}$/);
const keyId = fc.stringMatching(/^[a-z0-9]{1,8}$/);
// No `xx--` label: that is an IDN's (punycode) prefix, whose invalid spellings are no host.
const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/).filter((l) => l[2] !== '-');
const host = fc.oneof(
  fc
    .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('cn', 'com', 'test'))
    .map(([labels, tld]) => [...labels, tld].join('.')),
  fc
    .tuple(fc.ipV4(), fc.integer({ min: 1, max: 65535 }))
    .map(([ip, port]) => (port === 80 || port === 443 ? ip : `${ip}:${port}`)),
);
const scheme = fc.constantFrom('http', 'https');

/**
 * A signing key, the key id it is trusted under, and a second id trusted for the very same key:
 * naming the other id must fail by the signature's binding alone, not because the key differs.
 */
const signer = fc
  .tuple(secretKey, keyId, keyId)
  .filter(([, id, twin]) => id !== twin)
  .map(([secret, id, twin]) => {
    const publicKey = kerbCodePublicKey(secret);
    return { secret, keyId: id, twin, keys: { [id]: publicKey, [twin]: publicKey } };
  });

const sign = (parts: KerbCodeParts, secret: Uint8Array) => signKerbCode(parts, secret);

describe('signed space codes', () => {
  it('a code as signed always verifies, scanned or opened by its link', () => {
    fc.assert(
      fc.property(signer, scheme, host, device, (key, protocol, where, space) => {
        const origin = `${protocol}://${where}`;
        const parts = { host: where, path: KERB_CODE_PATH, device: space, keyId: key.keyId };
        const code = kerbCodeUrl(origin, space, {
          keyId: key.keyId,
          signature: sign(parts, key.secret),
        });

        expect(readKerbCode(code, origin, key.keys)).toEqual({
          kind: 'signed',
          device: space,
          keyId: key.keyId,
          link: code.slice(origin.length),
        });
        const opened = new URL(code);
        expect(
          checkKerbPage(
            { host: opened.host, path: opened.pathname },
            opened.searchParams,
            key.keys,
          ),
        ).toBe('signed');
      }),
    );
  });

  it('a change of the device, the key id, the host or the path never verifies', () => {
    const change = fc.constantFrom('device', 'keyId', 'host', 'path');
    fc.assert(
      fc.property(
        signer,
        host,
        device,
        change,
        device,
        host,
        fc.stringMatching(/^\/[a-z/]{1,20}$/),
        (key, where, space, part, otherDevice, otherHost, otherPath) => {
          const signed = { host: where, path: KERB_CODE_PATH, device: space, keyId: key.keyId };
          const signature = sign(signed, key.secret);
          const changed = {
            ...signed,
            ...{
              device: { device: otherDevice },
              keyId: { keyId: key.twin },
              host: { host: otherHost },
              path: { path: otherPath },
            }[part],
          };
          fc.pre(changed[part] !== signed[part]);
          expect(verifyKerbSignature(changed, signature, key.keys)).toBe(false);
          expect(verifyKerbSignature(signed, signature, key.keys)).toBe(true);
        },
      ),
    );
  });

  it('a change of any character of the signature never verifies, the spare bits of its last one included', () => {
    fc.assert(
      fc.property(
        signer,
        host,
        device,
        // The last character often: its 4 spare bits spell the same bytes in 16 ways.
        fc.oneof(fc.constant(85), fc.nat(85)),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
        (key, where, space, position, replacement) => {
          const parts = { host: where, path: KERB_CODE_PATH, device: space, keyId: key.keyId };
          const signature = sign(parts, key.secret);
          const changed =
            signature.slice(0, position) + replacement + signature.slice(position + 1);
          fc.pre(changed !== signature);
          expect(verifyKerbSignature(parts, changed, key.keys)).toBe(false);
        },
      ),
    );
  });

  it('any edit of a signed code, one character put in, taken out or replaced, is not a signed code', () => {
    // Any one character: controls and whitespace (which URL parsing drops) and astral ones too.
    const char = fc.string({ minLength: 1, maxLength: 1, unit: 'binary' });
    const edit = fc.oneof(
      fc.record({ op: fc.constant('replace' as const), at: fc.nat(400), char }),
      fc.record({ op: fc.constant('insert' as const), at: fc.nat(400), char }),
      fc.record({ op: fc.constant('delete' as const), at: fc.nat(400) }),
    );
    fc.assert(
      fc.property(signer, scheme, host, device, edit, (key, protocol, where, space, change) => {
        const origin = `${protocol}://${where}`;
        const parts = { host: where, path: KERB_CODE_PATH, device: space, keyId: key.keyId };
        const code = kerbCodeUrl(origin, space, {
          keyId: key.keyId,
          signature: sign(parts, key.secret),
        });
        const at = change.at % (code.length + 1);
        const edited =
          change.op === 'delete'
            ? code.slice(0, at) + code.slice(at + 1)
            : code.slice(0, at) + change.char + code.slice(change.op === 'replace' ? at + 1 : at);
        fc.pre(edited !== code);
        expect(readKerbCode(edited, origin, key.keys).kind).not.toBe('signed');
      }),
    );
  });

  it('a genuine code carried to another site is that site\u2019s, not ours, and does not verify there', () => {
    fc.assert(
      fc.property(signer, host, host, device, (key, ours, theirs, space) => {
        fc.pre(ours !== theirs);
        const parts = { host: ours, path: KERB_CODE_PATH, device: space, keyId: key.keyId };
        const signed = { keyId: key.keyId, signature: sign(parts, key.secret) };
        const moved = kerbCodeUrl(`https://${theirs}`, space, signed);
        // Scanned by our app: another site.
        expect(readKerbCode(moved, `https://${ours}`, key.keys).kind).toBe('foreign');
        // Served by that site as a copy of our page: the signature does not hold there.
        expect(readKerbCode(moved, `https://${theirs}`, key.keys).kind).toBe('forged');
      }),
    );
  });
});

describe('reading scanned codes', () => {
  const key = { secret: new Uint8Array(32).fill(7), keyId: 'dh2026' };
  const keys = { dh2026: kerbCodePublicKey(key.secret) };
  const origin = 'http://127.0.0.1:8080';
  const signature = signKerbCode(
    { host: '127.0.0.1:8080', path: KERB_CODE_PATH, device: 'D10001', keyId: 'dh2026' },
    key.secret,
  );

  it('an older sign (the device alone) is ours, unsigned', () => {
    expect(readKerbCode(`${origin}/m/order/payment?d=D10001`, origin, keys)).toEqual({
      kind: 'unsigned',
      device: 'D10001',
      link: '/m/order/payment?d=D10001',
    });
  });

  it('an extra parameter that would choose the plate makes a code no sign of ours', () => {
    const steered = `${kerbCodeUrl(origin, 'D10001', { keyId: 'dh2026', signature })}&carNumber=%E4%BA%91N99999`;
    expect(readKerbCode(steered, origin, keys)).toEqual({ kind: 'forged', device: 'D10001' });
    expect(readKerbCode(`${origin}/m/order/payment?d=D10001&carNumber=x`, origin, keys).kind).toBe(
      'forged',
    );
  });

  it('a key the app does not hold, half a signature or a malformed device is forged', () => {
    const code = (query: string) => `${origin}/m/order/payment?${query}`;
    expect(readKerbCode(code(`d=D10001&k=dh2099&s=${signature}`), origin, keys).kind).toBe(
      'forged',
    );
    expect(readKerbCode(code('d=D10001&k=dh2026'), origin, keys).kind).toBe('forged');
    expect(readKerbCode(code(`d=D10001&s=${signature}`), origin, keys).kind).toBe('forged');
    expect(readKerbCode(code('d=d10001'), origin, keys).kind).toBe('forged');
    expect(DEVICE_CODE.test('D10001')).toBe(true);
  });

  it('another site, another page of ours or no address at all is foreign', () => {
    for (const text of [
      'https://dehong-parking-pay.example/m/order/payment?d=D10001',
      `${origin}/app/vip/recharge`,
      'javascript:alert(1)',
      '云N12345',
      '',
    ]) {
      expect(readKerbCode(text, origin, keys)).toEqual({ kind: 'foreign' });
    }
  });

  it('a key id such as __proto__ is no key', () => {
    expect(
      verifyKerbSignature(
        { host: '127.0.0.1:8080', path: KERB_CODE_PATH, device: 'D10001', keyId: '__proto__' },
        signature,
        keys,
      ),
    ).toBe(false);
    expect(
      checkKerbPage(
        { host: '127.0.0.1:8080', path: KERB_CODE_PATH },
        new URLSearchParams({ d: 'D10001', k: 'constructor', s: signature }),
        keys,
      ),
    ).toBe('forged');
  });
});
