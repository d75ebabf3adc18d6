import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { KERB_CODE_PATH, kerbCodeUrl, signKerbCode } from '@dehong/api-spec/kerb-codes';
import { Router, type Response } from 'express';
import { originOf } from '../http/typed-router';
import type { Services } from '../services';
import { CURRENT_KEY_ID, FORGER_SECRET, secretBytes } from '../services/kerb-signs/keys';

const SCAN_SHEET_SCRIPT = readFileSync(new URL('./scan-sheet.js', import.meta.url), 'utf8');
// The same decoder as the app's camera scanner (jsQR), served from its package.
const JSQR_SCRIPT = readFileSync(createRequire(import.meta.url).resolve('jsqr'), 'utf8');

/** One code the fake scanner can "see": what the demo picks in the scan sheet. */
export interface ScanChoice {
  group: 'sign' | 'forged' | 'foreign';
  zh: string;
  en: string;
  text: string;
}

/**
 * What the chat app's scanner can be pointed at in the demo: every space's sign as the console
 * prints it (signed, or an older sign with the device alone), two forgeries of the operator's
 * address (a genuine signature moved to another space; a code signed with a key the operator does
 * not hold) and two codes of other sites (a lookalike of the app, a stranger's payment code).
 */
export function scanChoices(services: Services, origin: string): ScanChoice[] {
  const spaces = services.kerbSigns.spaces(origin);
  const signs = spaces.map((sign): ScanChoice => ({
    group: 'sign',
    zh: `${sign.stationName} ${sign.space}号泊位（${sign.device}）${sign.keyId ? '' : '·旧牌，无签名'}`,
    en: `${sign.stationName} space ${sign.space} (${sign.device})${sign.keyId ? '' : ' · older sign, unsigned'}`,
    text: sign.url,
  }));
  const [first, second] = spaces;
  if (!first || !second) return signs;
  const host = new URL(origin).host;
  const genuine = (device: string, secret: Uint8Array) =>
    signKerbCode({ host, path: KERB_CODE_PATH, device, keyId: CURRENT_KEY_ID }, secret);
  const operatorSigned = new URL(first.url).searchParams.get('s');
  return [
    ...signs,
    {
      group: 'forged',
      zh: `伪造：${first.stationName} ${first.space}号泊位的签名，泊位改成 ${second.device}`,
      en: `Forged: the signature of ${first.stationName} space ${first.space}, its space changed to ${second.device}`,
      text: kerbCodeUrl(origin, second.device, {
        keyId: CURRENT_KEY_ID,
        signature: operatorSigned ?? genuine(first.device, secretBytes(FORGER_SECRET)),
      }),
    },
    {
      group: 'forged',
      zh: `伪造：用他人密钥签名的 ${first.device}`,
      en: `Forged: ${first.device} signed with a key that is not the operator's`,
      text: kerbCodeUrl(origin, first.device, {
        keyId: CURRENT_KEY_ID,
        signature: genuine(first.device, secretBytes(FORGER_SECRET)),
      }),
    },
    {
      group: 'foreign',
      zh: '其他网站：仿冒的缴费页面',
      en: 'Another site: a lookalike payment page',
      text: `https://dehong-parking-pay.example${KERB_CODE_PATH}?d=${first.device}`,
    },
    {
      group: 'foreign',
      zh: '其他网站：陌生人的收款码',
      en: "Another site: a stranger's payment code",
      text: 'wxp://f2f0dehongparkingfake8Kc3',
    },
  ];
}

/**
 * The fake chat platform's scanner (`scanQRCode`): the scan sheet script bridge.js loads on the
 * first scan, the codes it offers, and the QR decoder it reads a photo with.
 */
export function chatScanRoutes(services: Services): Router {
  const router = Router();
  const script = (body: string) => (_req: unknown, res: Response) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(body);
  };
  router.get('/scan-sheet.js', script(SCAN_SHEET_SCRIPT));
  router.get('/jsqr.js', script(JSQR_SCRIPT));
  router.get('/scan/choices', (req, res) => {
    res.json(scanChoices(services, originOf(req)));
  });
  return router;
}
