import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../src/index';
import { http, signIn, startTestSimulator, tokenOf, type Envelope } from '../support/simulator';
import { dbDigest } from '../support/db-digest';
import { isCleanName, isCleanText, isOwnUploadUrl } from '../../src/util/text';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function upload(url: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const answer = await fetch(`${url}/component/v1/api/upload/image`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  const { data } = (await answer.json()) as Envelope<{ url: string }>;
  return data!.url;
}

describe('nicknames and texts show what they say', { timeout: 60_000 }, () => {
  it.each([
    ['a NUL', 'Li\u0000Ming'],
    ['a control character', 'Li\u0007Ming'],
    ['a right-to-left override', '\u202e54321N云'],
    ['a directional isolate', 'Li\u2066Ming'],
    ['a line break', 'Li\nMing'],
  ])('refuses a nickname with %s (2016) and changes nothing', async (_name, nickname) => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, FIXTURES.users.b.phone));
    const before = dbDigest(sim.db);

    const answer = await http(sim).form<Envelope>(
      '/user/v1/api/member/base/update',
      { nickname },
      token,
    );

    expect(answer.body.code).toBe(2016);
    expect(dbDigest(sim.db)).toBe(before);
  });

  it('takes a nickname in any script, emoji included', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, FIXTURES.users.b.phone));
    const answer = await http(sim).form<Envelope<{ nickname: string }>>(
      '/user/v1/api/member/base/update',
      { nickname: '王芳 🚗 Ali' },
      token,
    );
    expect(answer.body).toMatchObject({ code: 0, data: { nickname: '王芳 🚗 Ali' } });
  });

  it('refuses feedback text with a right-to-left override (2017)', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, FIXTURES.users.b.phone));
    const answer = await http(sim).form<Envelope>(
      '/tools/v1/api/feedback/publish',
      { content: 'pay \u202e01.0 yuan' },
      token,
    );
    expect(answer.body.code).toBe(2017);
  });
});

describe(
  'avatar and feedback pictures are uploads of the member, on this simulator',
  { timeout: 60_000 },
  () => {
    it("takes the member's own upload URL as avatar and feedback picture", async () => {
      const sim = await startTestSimulator();
      const token = tokenOf(await signIn(sim, FIXTURES.users.b.phone));
      const url = await upload(sim.url, token);

      const avatar = await http(sim).form<Envelope>(
        '/user/v1/api/member/avatar/update',
        { accountPic: url },
        token,
      );
      const feedback = await http(sim).form<Envelope>(
        '/tools/v1/api/feedback/publish',
        { content: 'the meter is broken', images: url },
        token,
      );

      expect(avatar.body).toMatchObject({ code: 0, data: { accountPic: url } });
      expect(feedback.body).toMatchObject({ code: 0, data: { images: [url] } });
    });

    it('refuses javascript:, data:, other hosts, other paths and another member’s upload (2015), changing nothing', async () => {
      const sim = await startTestSimulator();
      const tokenA = tokenOf(await signIn(sim, FIXTURES.users.a.phone));
      const tokenB = tokenOf(await signIn(sim, FIXTURES.users.b.phone));
      const ofA = await upload(sim.url, tokenA);
      const mine = await upload(sim.url, tokenB);
      const path = new URL(mine).pathname;
      const before = dbDigest(sim.db);

      for (const bad of [
        'javascript:alert(1)',
        'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
        `https://evil.example${path}`,
        `//evil.example${path}`,
        `${sim.url}/media/icon/home.svg`,
        `${sim.url}/media/upload/../invoice/1.pdf`,
        `http://user:pw@${new URL(sim.url).host}${path}`,
        ofA,
      ]) {
        const avatar = await http(sim).form<Envelope>(
          '/user/v1/api/member/avatar/update',
          { accountPic: bad },
          tokenB,
        );
        const feedback = await http(sim).form<Envelope>(
          '/tools/v1/api/feedback/publish',
          { content: 'look', images: `${mine},${bad}` },
          tokenB,
        );
        expect([avatar.body.code, feedback.body.code], bad).toEqual([2015, 2015]);
      }
      expect(dbDigest(sim.db)).toBe(before);
    });
  },
);

describe('the hygiene rules as properties', () => {
  const HIDDEN = [
    ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
    '\u007f',
    '\u0085',
    '\u061c',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ];
  const visible = fc
    .string({ unit: 'grapheme', maxLength: 20 })
    .filter((text) => isCleanName(text));

  it('a name with any control or direction character hidden anywhere is refused; text keeps its line breaks', () => {
    fc.assert(
      fc.property(visible, visible, fc.constantFrom(...HIDDEN), (before, after, hidden) => {
        expect(isCleanName(before + hidden + after)).toBe(false);
        expect(isCleanText(before + hidden + after)).toBe(['\n', '\r', '\t'].includes(hidden));
      }),
    );
  });

  it('an upload URL is accepted on this origin only, whatever the other origin or scheme', () => {
    const origin = 'http://127.0.0.1:8080';
    const path = '/media/upload/0123456789abcdef0123456789abcdef/me.png';
    expect(isOwnUploadUrl(path, origin)).toBe(true);
    expect(isOwnUploadUrl(origin + path, origin)).toBe(true);
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), (url) => {
        const other = new URL(url);
        fc.pre(other.origin !== origin);
        expect(isOwnUploadUrl(`${other.origin}${path}`, origin)).toBe(false);
        expect(isOwnUploadUrl(url, origin)).toBe(false);
      }),
    );
    for (const scheme of ['javascript:', 'data:', 'blob:', 'file:', 'ftp:']) {
      expect(isOwnUploadUrl(`${scheme}${path}`, origin), scheme).toBe(false);
    }
  });
});
