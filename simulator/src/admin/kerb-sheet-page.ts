import QRCode from 'qrcode';
import type { KerbStationRow } from '../repositories/kerb-signs/kerb-signs';
import type { KerbSign } from '../services/kerb-signs/signs';

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );

/** One space's sign: its QR code, and beside it the space's number and street as printed. */
async function signCard(sign: KerbSign): Promise<string> {
  // An SVG drawn by the server: no script, and as sharp on paper as the printer allows.
  const svg = await QRCode.toString(sign.url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return `<article class="sign" data-device="${escapeHtml(sign.device)}">
  <div class="qr" role="img" aria-label="QR code of ${escapeHtml(sign.device)}">${svg}</div>
  <div class="words">
    <p class="station">${escapeHtml(sign.stationName)}</p>
    <p class="space">${escapeHtml(sign.space)}<small>号泊位 · Space</small></p>
    <p class="street">${escapeHtml(sign.address)}</p>
    <p class="device">${escapeHtml(sign.device)} · ${sign.keyId ? `签名 ${escapeHtml(sign.keyId)}` : '旧牌 无签名 · unsigned'} · <a href="/__admin/kerb/spaces/${encodeURIComponent(sign.device)}/code.png">PNG</a></p>
    <p class="scan">扫码缴费，请核对泊位号 · Scan to pay; check the space number</p>
  </div>
</article>`;
}

/**
 * A lot's signs as one printable page (A4, two columns): each space's QR code with its number and
 * street beside it, as the patrol puts them up. Server-rendered, no script: the console's CSP
 * holds as it is.
 */
export async function kerbSheetPage(station: KerbStationRow, signs: KerbSign[]): Promise<string> {
  const cards = await Promise.all(signs.map(signCard));
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(station.name)} · 泊位牌 · signs</title>
<link rel="icon" href="data:,">
<style>
@page{size:A4;margin:12mm}
body{margin:0;font:14px/1.4 -apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;color:#111;background:#fff}
header{padding:12px 16px;border-bottom:1px solid #ddd}
header h1{margin:0;font-size:18px}
header p{margin:4px 0 0;color:#555}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:10mm;padding:10mm}
.sign{display:flex;gap:5mm;align-items:center;border:1.5px solid #111;border-radius:4mm;padding:5mm;break-inside:avoid}
.qr{flex:0 0 42mm;width:42mm;height:42mm}
.qr svg{width:100%;height:100%}
.words p{margin:0 0 1.5mm}
.station{font-size:18px;font-weight:700}
.space{font-size:34px;font-weight:800;line-height:1}
.space small{font-size:13px;font-weight:400;margin-left:2mm}
.street,.device,.scan{font-size:12px;color:#333}
@media print{header,.device a{display:none}main{padding:0}}
</style></head>
<body>
<header><h1>${escapeHtml(station.name)} · ${station.spaces} 个泊位 / spaces</h1>
<p><a href="/__admin/kerb/page">Kerb signs and sticker reports</a></p>
<p>${escapeHtml(station.address)} · ${station.signed} / ${station.spaces} signed · print with the browser (Ctrl+P)</p></header>
<main data-testid="kerb-sheet">
${cards.join('\n')}
</main>
</body></html>`;
}
