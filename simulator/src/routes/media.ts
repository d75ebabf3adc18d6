import { fenToYuan } from '@dehong/api-spec/domain';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { SimulatorError } from '../http/errors';
import type { Services } from '../services';
import { FEE_RULES } from '../services/orders/billing';
import type { UploadService } from '../services/media/uploads';
import { apiTime } from '../util/format';
import { drawing, type Subject } from './pictures';

const XML_ESCAPES = new Map([
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['&', '&amp;'],
  ["'", '&apos;'],
  ['"', '&quot;'],
]);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => XML_ESCAPES.get(c)!);

/** A placeholder picture: a colour band keyed by `seed` with a caption. */
export function picture(
  seed: number,
  caption: string,
  sub = '',
  width = 750,
  height = 360,
): string {
  const hue = (seed * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,35%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="48%" fill="#fff" font-size="${Math.round(height / 9)}" font-family="sans-serif" text-anchor="middle">${escapeXml(caption)}</text>
<text x="50%" y="66%" fill="#ffffffcc" font-size="${Math.round(height / 16)}" font-family="sans-serif" text-anchor="middle">${escapeXml(sub)}</text>
</svg>`;
}

function page(title: string, body: string, lang: 'zh-CN' | 'en-US' = 'zh-CN'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title>
<style>body{font-family:sans-serif;margin:0;padding:16px;line-height:1.7;color:#222}h1{font-size:20px}img{max-width:100%;border-radius:8px}</style></head>
<body><h1>${escapeXml(title)}</h1>${body}</body></html>`;
}

/** A one-page PDF with ASCII text lines (enough for the invoice download). */
function pdf(lines: string[]): Buffer {
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 14 Tf 50 ${780 - index * 24} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// Maps, never plain objects: the keys come from the URL (`__proto__`, `constructor`...).
const AREA_NAMES = new Map([
  ['Mangshi', '芒市'],
  ['Ruili', '瑞丽市'],
  ['Lianghe', '梁河县'],
  ['Yingjiang', '盈江县'],
]);

/**
 * What each kind of cover draws, by its number; a title is the page's own text, in the reader's
 * language. The seeded home banners in order: the fee notice, the car wash offer, the mini program.
 */
const COVER_SUBJECTS = new Map<string, Subject[]>([
  ['banner', ['notice', 'wash', 'phone']],
  ['news', ['notice', 'parking', 'phone']],
  ['activity', ['parking', 'wash', 'store']],
  ['product', ['wash', 'tyre', 'oil', 'repair']],
  ['launch', ['parking']],
]);

const ORDER_PHOTOS = new Set(['entry.svg', 'exit.svg']);

function sendSvg(res: Response, svg: string, cache = 'public, max-age=3600') {
  res.type('image/svg+xml').setHeader('Cache-Control', cache).send(svg);
}

/**
 * How a private file goes out: never cached by anyone else, never sniffed, and when it is a
 * document a download in a sandbox, so a PDF (or anything) with script never runs on our origin.
 */
function privateHeaders(res: Response, download?: string) {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Security-Policy',
    "sandbox; default-src 'none'; style-src 'unsafe-inline'",
  );
  if (download !== undefined) res.attachment(download);
}

/**
 * A private file's link must be signed (services/media/links.ts): no signature, a tampered one or
 * another file's is the same 404 as a file that does not exist; a good signature past its expiry
 * says so (403), so the app can tell the member to open it again.
 */
function signedLink(uploads: UploadService) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const check = uploads.checkLink(req.baseUrl + req.path, req.query.exp, req.query.sig);
    if (check === 'ok') return next();
    next(
      check === 'expired'
        ? new SimulatorError('mediaLinkExpired', {}, 403)
        : new SimulatorError('requestNotFound', {}, 404),
    );
  };
}

/**
 * The operator's media host, simulated: cover pictures, order photos, article pages, uploads and
 * invoice PDFs, so the app shows real images and links without any network.
 */
export function mediaRoutes({ content, orders, uploads, payments }: Services): Router {
  const router = Router();
  router.use(['/order', '/invoice'], signedLink(uploads));

  router.get('/cover/:kind/:name', (req, res, next) => {
    const seed = Number.parseInt(req.params.name, 10) || 1;
    // A business licence is a photographed document: its words are what it shows.
    if (req.params.kind === 'licence')
      return sendSvg(res, picture(seed + 49, '营业执照', `No. ${seed}`));
    const subjects = COVER_SUBJECTS.get(req.params.kind);
    if (subjects === undefined) return next();
    sendSvg(res, drawing(subjects[(seed - 1) % subjects.length]!, seed, 750, 360));
  });

  router.get('/icon/:name', (req, res) => {
    const seed = [...req.params.name].reduce((sum, c) => sum + c.charCodeAt(0), 0);
    sendSvg(res, picture(seed, '', '', 96, 96));
  });

  // Order photos show plate, street, space and time: only through the signed links of the API
  // answers that may show the order (services/orders/orders.ts).
  router.get('/order/:serial/:photo', (req, res, next) => {
    if (!ORDER_PHOTOS.has(req.params.photo)) return next();
    const row = orders.lookup(req.params.serial);
    const exit = req.params.photo === 'exit.svg';
    if (!row || (exit && row.finish_at === null)) return next();
    const at = exit ? row.finish_at! : row.start_at;
    privateHeaders(res);
    sendSvg(
      res,
      picture(row.id, row.number, `${row.station_name} ${row.space} · ${apiTime(at)}`, 640, 400),
      'private, no-store',
    );
  });

  router.get('/news/:file', (req, res, next) => {
    const article = content.newsArticle(req.params.file.replace(/\.html$/, ''));
    if (!article) return next();
    res
      .type('html')
      .send(
        page(
          article.title,
          `<img src="${escapeXml(article.cover)}" alt=""><p>${escapeXml(article.digest)}</p>`,
        ),
      );
  });

  router.get('/activity/:file', (req, res, next) => {
    const activity = content.activity(req.params.file.replace(/\.html$/, ''));
    if (!activity) return next();
    res
      .type('html')
      .send(
        page(
          activity.title,
          `<img src="${escapeXml(activity.cover)}" alt=""><p>活动时间：${activity.start_date} 至 ${activity.end_date}</p>`,
        ),
      );
  });

  router.get('/fee-rule/:file', (req, res, next) => {
    const area = req.params.file.replace(/\.html$/, '');
    if (!Object.hasOwn(FEE_RULES, area)) return next();
    const rule = FEE_RULES[area]!;
    res
      .type('html')
      .send(
        page(
          `${AREA_NAMES.get(rule.area) ?? rule.area}路内停车收费标准`,
          `<ul><li>停车${rule.freeMinutes}分钟以内免费；</li><li>超过${rule.freeMinutes}分钟，自入场起每开始一小时收费${fenToYuan(rule.pricePerHour)}元；</li><li>每24小时最高收费${fenToYuan(rule.dailyCap)}元。</li></ul><p>持有效会员卡的车辆免费停放。</p>`,
        ),
      );
  });

  // The agreement in both languages of the app: `?lang=en-US` is the English one.
  router.get('/agreement.html', (req, res) => {
    res
      .type('html')
      .send(
        req.query.lang === 'en-US'
          ? page(
              'Service agreement and privacy protection',
              '<p>Welcome to Dehong Parking. We collect your phone number, plates and orders only to provide parking payments, membership cards and invoices, and never sell them to third parties.</p><p>You can close your account at any time in Settings.</p>',
              'en-US',
            )
          : page(
              '服务协议与隐私保护',
              '<p>欢迎使用德宏停车。我们仅为提供停车缴费、会员卡和发票服务而收集您的手机号、车牌号和订单信息，不会向第三方出售。</p><p>您可以随时在“设置”中注销账号。</p>',
            ),
      );
  });

  router.get('/service.html', (_req, res) => {
    res
      .type('html')
      .send(page('在线客服', '<p>客服工作时间 08:30-17:30，请拨打客服热线 0692-2888666。</p>'));
  });

  // An upload is named by a random token and served through the signed link the upload call
  // answered, or for good once its owner uses it as avatar or feedback picture
  // (services/media/uploads.ts).
  // Pictures are shown, documents only downloaded.
  router.get('/upload/:token/:name', (req, res, next) => {
    const upload = uploads.byToken(req.params.token);
    if (!upload) return next();
    if (!uploads.inUse(upload.token)) {
      const check = uploads.checkLink(req.baseUrl + req.path, req.query.exp, req.query.sig);
      if (check === 'expired') return next(new SimulatorError('mediaLinkExpired', {}, 403));
      if (check !== 'ok') return next();
    }
    privateHeaders(res, upload.mime.startsWith('image/') ? undefined : upload.name);
    res.type(upload.mime).send(upload.data);
  });

  router.get('/invoice/:file', (req, res, next) => {
    const serial = /^(.+)\.pdf$/.exec(req.params.file)?.[1];
    const invoice = serial ? payments.invoiceForDownload(serial) : undefined;
    if (!invoice) return next();
    privateHeaders(res, `invoice-${invoice.serial}.pdf`);
    res.type('application/pdf').send(
      pdf([
        'Dehong Smart Parking - electronic invoice',
        `Invoice no. ${invoice.serial}`,
        // A red-letter invoice names the invoice it reverses, its amount negative.
        ...(invoice.kind === 'credit'
          ? [
              'Red-letter (credit) invoice',
              `Reverses invoice no. ${invoice.reverses_serial ?? ''}`,
              `Amount: -${fenToYuan(invoice.amount)} CNY`,
            ]
          : [`Amount: ${fenToYuan(invoice.amount)} CNY`]),
        `Issued: ${apiTime(invoice.created_at)}`,
        `Pay orders: ${(JSON.parse(invoice.pay_codes) as string[]).join(', ')}`,
      ]),
    );
  });

  return router;
}
