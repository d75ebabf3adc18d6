import { KERB_CODE_KEYS, kerbCodePublicKey, readKerbCode } from '@dehong/api-spec/kerb-codes';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import type { ScanChoice } from '../src/chat/scan-routes';
import { signingKey, SIGNING_KEY_IDS } from '../src/services/kerb-signs/keys';
import type { KerbSign } from '../src/services/kerb-signs/signs';
import { http, startTestSimulator } from './support/simulator';

interface Lots {
  lots: { id: number; name: string; spaces: number; signed: number }[];
  spaces: KerbSign[];
}

const lots = async (sim: Awaited<ReturnType<typeof startTestSimulator>>) =>
  (await http(sim).get<Lots>('/__admin/kerb/lots')).body;

/** The operator's signs: which spaces carry a signed code, printing a lot, the fake scanner. */
describe('kerb signs', () => {
  it("the demo keys are the halves of the app's trusted keys", () => {
    expect(SIGNING_KEY_IDS.sort()).toEqual(Object.keys(KERB_CODE_KEYS).sort());
    for (const keyId of SIGNING_KEY_IDS) {
      expect(kerbCodePublicKey(signingKey(keyId)!)).toBe(KERB_CODE_KEYS[keyId]);
    }
  });

  it('团结大街 carries signed signs whose codes the app verifies; every other space still an older unsigned one', async () => {
    const sim = await startTestSimulator();
    const { lots: all, spaces } = await lots(sim);

    expect(all.find((lot) => lot.name === '团结大街')).toMatchObject({ spaces: 2, signed: 2 });
    for (const space of spaces) {
      const reading = readKerbCode(space.url, sim.url);
      if (FIXTURES.kerbSigns.signed.includes(space.device as 'D10001')) {
        expect(reading).toMatchObject({ kind: 'signed', device: space.device, keyId: 'dh2026' });
      } else {
        expect(space.keyId).toBeNull();
        expect(reading).toMatchObject({ kind: 'unsigned', device: space.device });
      }
    }
  });

  it('printing a lot with the next key signs each of its spaces; the sheet shows each code with its space and street', async () => {
    const sim = await startTestSimulator();
    const yonghan = (await lots(sim)).lots.find((lot) => lot.name === '勇罕街')!;

    const printed = await http(sim).json<{ printed: number; sheet: string }>(
      'POST',
      `/__admin/kerb/lots/${yonghan.id}/print`,
      { keyId: 'dh2027' },
    );

    expect(printed.body).toEqual({ printed: 1, sheet: `/__admin/kerb/lots/${yonghan.id}/sheet` });
    const after = await lots(sim);
    const space = after.spaces.find((s) => s.device === FIXTURES.kerbSigns.unsigned)!;
    expect(readKerbCode(space.url, sim.url)).toMatchObject({ kind: 'signed', keyId: 'dh2027' });
    expect(after.lots.find((lot) => lot.id === yonghan.id)).toMatchObject({ signed: 1 });
    const sheet = await http(sim).get<string>(printed.body.sheet);
    expect(sheet.status).toBe(200);
    expect(sheet.body).toContain('<svg');
    expect(sheet.body).toContain(`data-device="${space.device}"`);
    expect(sheet.body).toContain(space.address);
    expect(sheet.body).toContain(`>${space.space}<small>`);
    expect(sheet.headers.get('content-security-policy')).toContain("script-src 'self'");
    const png = await fetch(`${sim.url}/__admin/kerb/spaces/${space.device}/code.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await http(sim).get('/__admin/kerb/spaces/D99999/code.png')).status).toBe(400);
  });

  it('a key the operator does not hold, or a lot that is not one, prints nothing', async () => {
    const sim = await startTestSimulator();
    const before = await lots(sim);
    const call = http(sim);

    expect(
      (await call.json('POST', '/__admin/kerb/lots/2/print', { keyId: 'dh2099' })).status,
    ).toBe(400);
    expect((await call.json('POST', '/__admin/kerb/lots/999/print', {})).status).toBe(400);
    expect((await call.json('POST', '/__admin/kerb/lots/__proto__/print', {})).status).toBe(400);
    expect(await lots(sim)).toEqual(before);
  });

  it("a sign's signature binds the host it was printed for: the same sign served on another host fails there", async () => {
    const sim = await startTestSimulator();
    const [signed] = (await lots(sim)).spaces;
    const elsewhere = signed!.url.replace(new URL(sim.url).host, 'dehong.example');
    expect(readKerbCode(elsewhere, 'http://dehong.example').kind).toBe('forged');
  });

  it("the fake scanner offers the console's signs, two forgeries and two other sites, each read as it is", async () => {
    const sim = await startTestSimulator();
    const choices = (await http(sim).get<ScanChoice[]>('/__chat/scan/choices')).body;

    const kinds = choices.map((choice) => [choice.group, readKerbCode(choice.text, sim.url).kind]);
    expect(kinds.filter(([group]) => group === 'forged')).toEqual([
      ['forged', 'forged'],
      ['forged', 'forged'],
    ]);
    expect(kinds.filter(([group]) => group === 'foreign')).toEqual([
      ['foreign', 'foreign'],
      ['foreign', 'foreign'],
    ]);
    const signs = kinds.filter(([group]) => group === 'sign').map(([, kind]) => kind);
    expect(signs.filter((kind) => kind === 'signed')).toHaveLength(2);
    expect(signs.every((kind) => kind === 'signed' || kind === 'unsigned')).toBe(true);
    for (const choice of choices) expect(choice.zh && choice.en).toBeTruthy();
    const sheet = await http(sim).get<string>('/__chat/scan-sheet.js');
    expect(sheet.headers.get('content-type')).toContain('javascript');
    expect((await http(sim).get<string>('/__chat/jsqr.js')).body).toContain('jsQR');
  });
});
