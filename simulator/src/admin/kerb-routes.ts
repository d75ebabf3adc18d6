import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Router, type Request } from 'express';
import QRCode from 'qrcode';
import { badRequest } from '../http/errors';
import { originOf } from '../http/typed-router';
import type { Services } from '../services';
import { CURRENT_KEY_ID, SIGNING_KEY_IDS } from '../services/kerb-signs/keys';
import { kerbPage, type MapTiles } from './kerb-page';
import { kerbSheetPage } from './kerb-sheet-page';

const require = createRequire(import.meta.url);
// Leaflet for the reports' map, as the app's map tab uses it, served by the console itself.
const LEAFLET_JS = readFileSync(require.resolve('leaflet/dist/leaflet.js'), 'utf8');
const LEAFLET_CSS = readFileSync(require.resolve('leaflet/dist/leaflet.css'), 'utf8');

const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

function positiveId(value: unknown, name: string): number {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(`${name} must be a positive integer`);
  return id;
}

/**
 * The console's kerb desk: which spaces still have unsigned signs, printing a lot's signed signs
 * as a sheet of QR codes, and the sticker reports for the patrol (list and map), who mark them
 * handled (the reporter is told in the chat app).
 */
export function kerbAdminRoutes(services: Services, tiles: MapTiles): Router {
  const { kerbSigns, stickerReports } = services;
  const router = Router();

  router.get('/kerb/page', (_req, res) => {
    res
      .type('html')
      .send(kerbPage(res.locals.cspNonce as string, tiles, SIGNING_KEY_IDS, CURRENT_KEY_ID));
  });
  router.get('/kerb/leaflet.js', (_req, res) => {
    res.type('application/javascript').send(LEAFLET_JS);
  });
  router.get('/kerb/leaflet.css', (_req, res) => {
    res.type('text/css').send(LEAFLET_CSS);
  });

  /** The lots with their signed counts, and every space with the code its sign carries. */
  router.get('/kerb/lots', (req, res) => {
    res.json({ lots: kerbSigns.stations(), spaces: kerbSigns.spaces(originOf(req)) });
  });

  /** Every space of the lot gets a sign signed with `keyId` (default the current key). */
  router.post('/kerb/lots/:id/print', (req, res) => {
    const id = positiveId(req.params.id, 'id');
    const { keyId = CURRENT_KEY_ID } = body(req);
    if (typeof keyId !== 'string') throw badRequest('keyId must be a key id');
    res.json({ printed: kerbSigns.print(id, keyId), sheet: `/__admin/kerb/lots/${id}/sheet` });
  });

  /** The lot's signs as a printable page of QR codes, one per space. */
  router.get('/kerb/lots/:id/sheet', async (req, res) => {
    const { station, signs } = kerbSigns.sheet(positiveId(req.params.id, 'id'), originOf(req));
    res.type('html').send(await kerbSheetPage(station, signs));
  });

  /** A space's code as a PNG: a photo of its sign to try the scanners' photo reading with. */
  router.get('/kerb/spaces/:device/code.png', async (req, res) => {
    const sign = kerbSigns.spaces(originOf(req)).find((s) => s.device === req.params.device);
    if (!sign) throw badRequest('device must be a kerb space');
    res
      .type('png')
      .send(await QRCode.toBuffer(sign.url, { errorCorrectionLevel: 'M', margin: 4, scale: 8 }));
  });

  router.get('/kerb/reports', (req, res) => {
    const status = req.query.status;
    if (status !== undefined && status !== 'open' && status !== 'handled') {
      throw badRequest('status must be open or handled');
    }
    res.json(stickerReports.adminList(status ?? null));
  });

  /** The patrol checked the sticker; `answer` (up to 200 characters) is what the reporter reads. */
  router.post('/kerb/reports/:id/handle', (req, res) => {
    const { answer = '' } = body(req);
    if (typeof answer !== 'string' || answer.length > 200) {
      throw badRequest('answer must be text up to 200 characters');
    }
    res.json(stickerReports.handle(positiveId(req.params.id, 'id'), answer.trim()));
  });

  return router;
}
