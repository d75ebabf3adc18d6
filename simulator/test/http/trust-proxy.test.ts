import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../src/index';
import type { StartOptions } from '../../src/start';
import { signIn, startTestSimulator, tokenOf } from '../support/simulator';

// A 1x1 transparent PNG.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

/** Uploads a picture as a front would forward it, and answers the address the simulator gave it. */
async function uploadThroughFront(options: StartOptions): Promise<string> {
  const sim = await startTestSimulator(options);
  const a = await signIn(sim, FIXTURES.users.a.phone);
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'plate.png');
  const answer = await fetch(`${sim.url}/component/v1/api/upload/image`, {
    method: 'POST',
    body: form,
    headers: {
      authorization: tokenOf(a),
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'park.example.cn',
    },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { url: string } }).data.url;
}

describe('behind a front (--trust-proxy)', () => {
  it('gives addresses on the front’s scheme and host, as the page that asked sees them', async () => {
    const url = await uploadThroughFront({ trustProxy: true });
    expect(url).toMatch(/^https:\/\/park\.example\.cn\/media\//);
  });

  it('without it believes no X-Forwarded-* header: anyone could send them', async () => {
    const url = await uploadThroughFront({});
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
  });
});
