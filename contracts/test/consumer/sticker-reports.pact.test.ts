import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { AUTHORISED, clientFor, freshPact, success, settled } from '../../src/consumer';
import {
  ACCESS_TOKEN,
  DEVICE,
  PHONE,
  PLATE,
  UPLOAD_TOKEN,
  UPLOADED_AVATAR_PATH,
} from '../../src/examples';
import { formBody } from '../../src/form-body';
import { count, dateTime, deviceCode, oneOf, serial, text } from '../../src/matchers';
import { STATES, given } from '../../src/provider-states';

const { eachLike, regex } = MatchersV3;
const pact = freshPact('parking');

const loggedIn = given(STATES.loggedIn, { phone: PHONE });
/** What the owner's scanner read from a sticker over the sign: another site's payment page. */
const FOREIGN_CODE = `https://dehong-parking-pay.example/m/order/payment?d=${DEVICE}`;
/** A forged code of the operator's address: its signature fails. */
const FORGED_CODE = `https://parking.example.cn/m/order/payment?d=${DEVICE}&k=dh2026&s=${'A'.repeat(86)}`;
const NOTE = '贴在原二维码上面';
/** The photo is the uploaded image, as a signed link on whatever host serves the uploads. */
const photoOfUpload = `^(https?://[^/?#]+)?/media/upload/${UPLOAD_TOKEN}/avatar\\.png([?#].*)?$`;

/** A report as the report page shows it, still open. */
const openReport = (reason: 'foreign' | 'forged', code: string, photo: unknown) => ({
  serial: serial('SR2026112100000001'),
  reason: oneOf('StickerReason', reason),
  code: text(code),
  device: deviceCode(DEVICE),
  stationName: text('团结大街'),
  space: text('012'),
  photo,
  note: text(NOTE),
  status: 'open',
  answer: '',
  createTime: dateTime('2026-11-21 10:30:00'),
  handleTime: null,
});

/**
 * Sticker reports: an owner who met a code that is not the operator's at a space (a sticker over
 * the sign) reports it with the text the scanner read, the space, a photo and a note, and sees
 * their own reports with the patrol's answer. Both operations are x-inferred (our design), so their
 * interactions are pending: a real provider that differs is told without failing its build.
 */
describe('sticker reports', () => {
  it('reports a code of another site found over a space sign, with a photo; the report is open', async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn)
      .given(...given(STATES.deviceSawPlate, { device: DEVICE, plate: PLATE }))
      .given(...given(STATES.uploadedImage, { phone: PHONE, token: UPLOAD_TOKEN }))
      .uponReceiving('a report of a sticker with another site’s code over a space sign')
      .withRequest('POST', '/parking/v1/api/sticker/report', (request) => {
        request.headers(AUTHORISED);
        formBody(request, {
          reason: 'foreign',
          code: FOREIGN_CODE,
          device: DEVICE,
          photo: UPLOADED_AVATAR_PATH,
          note: NOTE,
        });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(openReport('foreign', FOREIGN_CODE, regex(photoOfUpload, UPLOADED_AVATAR_PATH))),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const report = await api.reportSticker({
            reason: 'foreign',
            code: FOREIGN_CODE,
            device: DEVICE,
            photo: UPLOADED_AVATAR_PATH,
            note: NOTE,
          });
          expect(report).toMatchObject({ status: 'open', device: DEVICE, handleTime: null });
        }),
      );
  });

  it("lists the member's own sticker reports with their state", async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn)
      .given(...given(STATES.stickerReported, { phone: PHONE, code: FORGED_CODE, device: DEVICE }))
      .uponReceiving("a request for the member's sticker reports")
      .withRequest('GET', '/parking/v1/api/sticker/report/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike(openReport('forged', FORGED_CODE, null)),
            page: 1,
            pageSize: 20,
            total: count(1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const reports = await api.listStickerReports({ page: 1, pageSize: 20 });
          expect(reports.list[0]).toMatchObject({ code: FORGED_CODE, status: 'open' });
          expect(reports.total).toBe(1);
        }),
      );
  });
});
