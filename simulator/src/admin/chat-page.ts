import type { Language } from '../i18n/messages';
import type { ChatNotice } from '../services/notices/rules';

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );

/**
 * The console's view of the chat platform: every user's feed, newest first, with a link to each
 * user's inbox, and the cars parked now with a "car leaves" button (the sensor's report).
 */
export function chatFeedsPage(
  notices: (ChatNotice & { phone: string })[],
  language: Language,
  parking: { serial: string; number: string; space: string }[] = [],
): string {
  const phones = [...new Set(notices.map((n) => n.phone))];
  const feeds = phones
    .map((phone) => {
      const rows = notices
        .filter((n) => n.phone === phone)
        .map(
          (n) =>
            `<tr data-testid="admin-chat-notice"><td>${n.createTime}</td><td>${n.kind}</td><td><strong>${escapeHtml(n.title)}</strong><br>${escapeHtml(n.content)}</td><td><code>${escapeHtml(n.link)}</code></td></tr>`,
        )
        .join('');
      return `<h2>${escapeHtml(phone)} <a href="/__chat/inbox?phone=${escapeHtml(phone)}${language === 'en' ? '&lang=en' : ''}">inbox</a></h2>
<table><tr><th>time</th><th>kind</th><th>message</th><th>link</th></tr>${rows}</table>`;
    })
    .join('\n');
  const cars = parking
    .map(
      (p) =>
        `<form method="post" action="/__admin/orders/${encodeURIComponent(p.serial)}/leave"><span>${escapeHtml(p.number)} · ${escapeHtml(p.space)} · <code>${escapeHtml(p.serial)}</code></span> <button type="submit" data-testid="admin-car-leaves-${escapeHtml(p.number)}">Car leaves</button></form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chat platform feeds</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:16px;color:#222}table{border-collapse:collapse;width:100%;font-size:13px}
td,th{border-bottom:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}form{margin:4px 0}
h2{font-size:16px;margin-top:20px}</style></head>
<body><h1>Chat platform</h1>
<p><a href="/__admin">← console</a> · <a href="/__chat/inbox">inbox</a> · <a href="?lang=${language === 'en' ? 'zh' : 'en'}">${language === 'en' ? '中文' : 'English'}</a></p>
<h2>Cars parked now</h2>${cars || '<p>none</p>'}
<h2>Every user's feed</h2>${feeds || '<p data-testid="admin-chat-empty">No notices sent yet.</p>'}
</body></html>`;
}
