import type { Language } from '../i18n/messages';
import type { ChatNotice } from '../services/notices/rules';

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );

const WORDS = {
  zh: {
    title: '服务通知',
    empty: '暂无通知',
    open: '查看详情',
    who: '以哪位用户查看服务通知？',
    other: '其他手机号',
    go: '查看',
    plate: '车牌',
    place: '地点',
    time: '时间',
    amount: '金额',
    yuan: '元',
    switch: 'English',
  },
  en: {
    title: 'Service notices',
    empty: 'No notices yet',
    open: 'View details',
    who: 'Whose service notices?',
    other: 'Another phone',
    go: 'Show',
    plate: 'Plate',
    place: 'Place',
    time: 'Time',
    amount: 'Amount',
    yuan: 'yuan',
    switch: '中文',
  },
} as const;

const STYLE = `<style>
body{margin:0;font-family:-apple-system,'PingFang SC',sans-serif;background:#ededed;color:#111}
.phone{max-width:420px;margin:0 auto;min-height:100vh;background:#ededed}
header{position:sticky;top:0;background:#ededed;padding:12px 16px;display:flex;justify-content:space-between;align-items:center;font-size:17px;font-weight:600;border-bottom:1px solid #ddd}
header a{font-size:13px;font-weight:400;color:#576b95;text-decoration:none}
main{padding:12px}
.card{display:block;background:#fff;border-radius:10px;margin-bottom:12px;color:inherit;text-decoration:none;overflow:hidden}
.card .head{padding:14px 16px 6px}.card h2{font-size:16px;margin:0 0 4px}
.card time{color:#999;font-size:12px}
.card p{margin:6px 0 0;font-size:14px;color:#333;line-height:1.5}
.card dl{margin:8px 16px 0;font-size:13px;color:#666;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
.card dd{margin:0;color:#111}
.card .more{border-top:1px solid #eee;margin-top:12px;padding:10px 16px;font-size:14px;display:flex;justify-content:space-between}
.empty{text-align:center;color:#999;padding:48px 0}
.user{display:block;width:100%;padding:14px;margin-bottom:10px;border:0;border-radius:10px;background:#fff;font-size:15px;text-align:left;color:inherit;text-decoration:none}
form{background:#fff;border-radius:10px;padding:14px;display:flex;gap:8px}
form input{flex:1;min-width:0;padding:10px;border:1px solid #ddd;border-radius:6px;font-size:15px}
form button{padding:10px 16px;border:0;border-radius:6px;background:#07c160;color:#fff;font-size:15px}
</style>`;

const page = (
  language: Language,
  title: string,
  switchHref: string,
  body: string,
) => `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>${STYLE}</head>
<body><div class="phone">
<header><span>${escapeHtml(title)}</span><a href="${escapeHtml(switchHref)}" data-testid="chat-inbox-language">${WORDS[language].switch}</a></header>
<main>${body}</main>
</div></body></html>`;

/** Who to show the inbox of, when no phone is given (the demo users and any phone). */
export function inboxChooserPage(
  language: Language,
  users: { phone: string; nickname: string }[],
): string {
  const w = WORDS[language];
  const lang = language === 'en' ? '&lang=en' : '';
  const list = users
    .map(
      (u) =>
        `<a class="user" href="/__chat/inbox?phone=${u.phone}${lang}" data-testid="chat-inbox-user-${u.phone}"><strong>${escapeHtml(u.nickname)}</strong> ${u.phone}</a>`,
    )
    .join('\n');
  return page(
    language,
    w.title,
    `/__chat/inbox${language === 'en' ? '' : '?lang=en'}`,
    `<p>${w.who}</p>${list}
<form method="get" action="/__chat/inbox"><input type="tel" name="phone" placeholder="${w.other}" pattern="1[0-9]{10}" required>
${language === 'en' ? '<input type="hidden" name="lang" value="en">' : ''}<button type="submit">${w.go}</button></form>`,
  );
}

/**
 * The chat app's service-notice list of one user, phone-sized: each notice with its data, and a
 * tap that opens the app at its link, signed in silently (inbox-routes.ts).
 */
export function inboxPage(language: Language, phone: string, notices: ChatNotice[]): string {
  const w = WORDS[language];
  const lang = language === 'en' ? '?lang=en' : '';
  const cards = notices
    .map((n) => {
      const rows: [string, string | undefined][] = [
        [w.plate, n.data.number],
        [w.place, n.data.place],
        [
          w.time,
          n.data.startTime && n.data.finishTime
            ? `${n.data.startTime} – ${n.data.finishTime.slice(11)}`
            : undefined,
        ],
        [
          w.amount,
          n.data.amount === undefined ? undefined : `${(n.data.amount / 100).toFixed(2)} ${w.yuan}`,
        ],
      ];
      const dl = rows
        .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
        .map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`)
        .join('');
      return `<a class="card" href="/__chat/inbox/open/${n.serial}${lang}" data-testid="chat-notice" data-kind="${n.kind}">
<div class="head"><h2>${escapeHtml(n.title)}</h2><time>${n.createTime}</time><p>${escapeHtml(n.content)}</p></div>
${dl ? `<dl>${dl}</dl>` : ''}<div class="more"><span>${w.open}</span><span>›</span></div></a>`;
    })
    .join('\n');
  const switchHref = `/__chat/inbox?phone=${phone}${language === 'en' ? '' : '&lang=en'}`;
  return page(
    language,
    w.title,
    switchHref,
    cards || `<p class="empty" data-testid="chat-inbox-empty">${w.empty}</p>`,
  );
}
