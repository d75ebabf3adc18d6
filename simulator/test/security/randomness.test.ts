import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { admin, http, newApi, startTestSimulator } from '../support/simulator';

const SIMULATOR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The rule the lead is asked to add to the root eslint.config.js for simulator/src: tokens, codes,
 * keys and captchas must come from node:crypto, never from Math.random (predictable: V8's
 * xorshift128+ state can be recovered from a few outputs).
 */
const NO_MATH_RANDOM: Linter.RulesRecord = {
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: 'Use node:crypto (randomInt, randomBytes): simulator values must be unpredictable.',
    },
  ],
};

// Linting the sources takes seconds alone and half a minute beside the other suites: the limit
// only stops a hang.
describe('randomness of what guards an account', { timeout: 180_000 }, () => {
  it('no simulator source draws from Math.random (ESLint over simulator/src)', async () => {
    const eslint = new ESLint({
      cwd: SIMULATOR,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts', '**/*.js'], languageOptions: { parser: tseslint.parser } },
        { rules: NO_MATH_RANDOM },
      ],
    });

    const results = await eslint.lintFiles(['src/**/*.ts', 'src/**/*.js']);

    expect(results.length).toBeGreaterThan(50);
    const findings = results.flatMap((result) =>
      result.messages.map(
        (message) => `${result.filePath.replace(SIMULATOR, '')}:${message.line} ${message.message}`,
      ),
    );
    expect(findings).toEqual([]);
  });

  it('access and refresh tokens are 32 random bytes in hex, never repeated', async () => {
    const sim = await startTestSimulator();
    const tokens: string[] = [];
    for (let index = 0; index < 40; index++) {
      const phone = `1350000${String(index).padStart(4, '0')}`;
      const back = await fetch(
        `${sim.url}/__chat/oauth/continue?phone=${phone}&redirect_uri=http%3A%2F%2Fa.test%2F&state=s`,
        { redirect: 'manual' },
      );
      const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
      const session = await newApi(sim).loginWithChatCode(code, 's');
      tokens.push(session.access_token, session.refresh_token);
    }

    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('login keys and chat-platform codes are long, URL-safe and never repeated', async () => {
    const sim = await startTestSimulator();
    const keys = await Promise.all(
      Array.from({ length: 50 }, async () => (await newApi(sim).getLoginKey()).key),
    );
    const codes = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const back = await fetch(
          `${sim.url}/__chat/oauth/continue?phone=13800138000&redirect_uri=http%3A%2F%2Fa.test%2F`,
          { redirect: 'manual' },
        );
        return new URL(back.headers.get('location')!).searchParams.get('code')!;
      }),
    );

    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(new Set([...keys, ...codes]).size).toBe(100);
  });

  it('SMS codes are 6 digits spread over 000000-999999', async () => {
    const sim = await startTestSimulator();
    const phones = Array.from(
      { length: 200 },
      (_, index) => `1370${String(index).padStart(7, '0')}`,
    );
    const codes: string[] = [];
    for (const [index, phone] of phones.entries()) {
      const sent = await http(sim).form('/sso/v1/api/sms/send', { smsType: 'dynamic', phone });
      expect(sent.body).toMatchObject({ code: 0 });
      codes.push(await admin(sim).latestSmsCode(phone));
      // One client sends at most 5 codes a minute and 20 an hour: an hour passes every 5 sends.
      if (index % 5 === 4) sim.clock.advance(61);
    }

    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 200 draws from a million: a repeat is rare, many would mean a weak source.
    expect(new Set(codes).size).toBeGreaterThanOrEqual(195);
    expect(new Set(codes.map((code) => code[0])).size).toBeGreaterThanOrEqual(8);
  });

  it('captcha texts are drawn anew every time', async () => {
    const sim = await startTestSimulator();
    for (let index = 0; index < 100; index++) {
      expect((await http(sim).get('/component/v1/api/captcha')).body).toMatchObject({ code: 0 });
    }
    const texts = sim.db.prepare('SELECT text FROM captchas').pluck().all() as string[];

    expect(texts).toHaveLength(100);
    expect(new Set(texts).size).toBeGreaterThanOrEqual(98);
  });
});
