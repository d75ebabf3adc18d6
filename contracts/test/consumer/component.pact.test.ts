import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { AUTHORISED, clientFor, freshPact, success, settled } from '../../src/consumer';
import { ACCESS_TOKEN, BANNER_SERIAL, PHONE, PNG_IMAGE } from '../../src/examples';
import { CAPTCHA_IMAGE_PATTERN, oneOf, positive, serial, text } from '../../src/matchers';
import { STATES, given } from '../../src/provider-states';

const { eachLike, regex } = MatchersV3;
const pact = freshPact('component');

/**
 * The app configuration feeds the hotline, the agreement link, the footer, the home notice and the
 * chat-platform login marker; the app keeps it in session storage. The home banners open an
 * article, a shop product or a mini program by type.
 */
describe('app configuration and banners', () => {
  it('fetches the app configuration and keeps it in the session', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.appConfig, {}))
      .uponReceiving('a request for the app configuration')
      .withRequest('GET', '/component/v1/api/app/config/show')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            hotline: text('0692-1234567'),
            serviceUrl: text('https://kf.example.invalid'),
            lawUrl: text('https://law.example.invalid/agreement'),
            copyright: text('德宏智慧停车'),
            recordNumber: text('滇ICP备00000000号'),
            notice: text('<p>停车请按规定缴费</p>'),
            publicAccountState: text('dehong_mp'),
            appid: text('wx0000000000000000'),
            feeRules: eachLike({
              code: oneOf('AreaCode', '533103'),
              url: text('https://fee.example.invalid/mangshi'),
            }),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server);
          const config = await api.showAppConfig();
          api.session.saveAppConfig(config);
          expect(api.session.appConfig?.hotline).toBe('0692-1234567');
          expect(config.lawUrl).toBe('https://law.example.invalid/agreement');
          expect(config.feeRules?.[0]?.code).toBe('533103');
        }),
      );
  });

  it('lists the recommended banners of the home screen', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.homeBanner, { serial: BANNER_SERIAL }))
      .uponReceiving('a request for the home banners')
      .withRequest('GET', '/component/v1/api/banner/list', (request) =>
        request.query({ recommend: '1', area: 'home' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              serial: serial(BANNER_SERIAL),
              type: oneOf('BannerType', 'news'),
              cover: text('https://img.example.invalid/banner.jpg'),
              name: text('停车缴费指南'),
              content: text('https://news.example.invalid/guide'),
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const [banner] = await clientFor(server).listBanners();
          expect(banner?.type).toBe('news');
          expect(banner?.content).toBe('https://news.example.invalid/guide');
        }),
      );
  });
});

/** The picture check the SMS send asks for after too many sends (code 1013). */
describe('captcha', () => {
  it('fetches a captcha picture with its key', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for a captcha picture')
      .withRequest('GET', '/component/v1/api/captcha')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            key: regex('^[A-Za-z0-9_-]{8,64}$', 'NsNZHwDtzwRxXAxeqWGRJA'),
            image: regex(CAPTCHA_IMAGE_PATTERN, 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const captcha = await clientFor(server).getCaptcha();
          expect(captcha.image).toMatch(/^data:image\//);
          expect(captcha.key).toBe('NsNZHwDtzwRxXAxeqWGRJA');
        }),
      );
  });
});

/**
 * The image upload (the avatar, a feedback or dispute photo, a licence): a multipart form with the
 * picture in its `file` part, as the browser's FormData sends it. The app keeps the URL answered.
 */
const UPLOAD_BOUNDARY = 'pactUploadBoundary0001';

describe('image upload', () => {
  it('uploads a picture and gets where it is served', async () => {
    // Pact reads a multipart part from a file: the PNG of the examples, written for this run.
    const picture = join(mkdtempSync(join(tmpdir(), 'pact-upload-')), 'avatar.png');
    writeFileSync(picture, PNG_IMAGE);
    await pact
      .addInteraction()
      .given(...given(STATES.loggedIn, { phone: PHONE }))
      .uponReceiving('an upload of a picture')
      .withRequest('POST', '/component/v1/api/upload/image', (request) =>
        // A fixed boundary, so that the pact is the same from run to run.
        request.headers(AUTHORISED).multipartBody('image/png', picture, 'file', UPLOAD_BOUNDARY),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            url: text('https://img.example.invalid/media/upload/0f1e2d3c/avatar.png'),
            name: text('avatar.png'),
            size: positive(PNG_IMAGE.length),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const image = new Blob([readFileSync(picture)], { type: 'image/png' });
          const upload = await api.uploadImage(image, 'avatar.png');
          expect(upload.url).toContain('/avatar.png');
        }),
      );
  });
});
