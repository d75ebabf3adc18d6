const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );

/** The chat app's authorisation screen, as the fake platform draws it (no script needed). */
export function authorizePage(input: {
  redirectUri: string;
  state: string;
  users: { phone: string; nickname: string }[];
}): string {
  const hidden = `<input type="hidden" name="redirect_uri" value="${escapeHtml(input.redirectUri)}">
      <input type="hidden" name="state" value="${escapeHtml(input.state)}">`;
  const users = input.users
    .map(
      (user) => `<form method="get" action="/__chat/oauth/continue">${hidden}
      <input type="hidden" name="phone" value="${escapeHtml(user.phone)}">
      <button type="submit" class="user" data-testid="fake-auth-user-${escapeHtml(user.phone)}">
        <span class="avatar">${escapeHtml(user.nickname.slice(0, 1))}</span>
        <span><strong>${escapeHtml(user.nickname)}</strong><br><small>${escapeHtml(user.phone)}</small></span>
      </button></form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权登录（模拟）</title>
<style>
body{margin:0;font-family:-apple-system,'PingFang SC',sans-serif;background:#ededed;color:#111}
header{background:#fff;padding:28px 20px 18px;text-align:center}
.logo{width:56px;height:56px;border-radius:12px;background:#07c160;color:#fff;font-size:28px;line-height:56px;margin:0 auto 10px}
h1{font-size:18px;margin:0}p.note{color:#888;font-size:13px;margin:6px 0 0}
main{padding:16px}
.user{display:flex;gap:12px;align-items:center;width:100%;padding:14px;margin-bottom:10px;border:0;border-radius:10px;background:#fff;font-size:15px;text-align:left}
.avatar{width:40px;height:40px;border-radius:50%;background:#576b95;color:#fff;text-align:center;line-height:40px}
.other{background:#fff;border-radius:10px;padding:14px;display:flex;gap:8px}
.other input[type=tel]{flex:1;padding:10px;border:1px solid #ddd;border-radius:6px;font-size:15px}
.other button{padding:10px 16px;border:0;border-radius:6px;background:#07c160;color:#fff;font-size:15px}
</style></head>
<body>
<header><div class="logo">停</div><h1>德宏停车 申请获得以下权限</h1>
<p class="note">获得你的公开信息（昵称、头像）和手机号 · 模拟授权页</p></header>
<main>
${users}
<form method="get" action="/__chat/oauth/continue" class="other">${hidden}
  <input type="tel" name="phone" placeholder="其他手机号" pattern="1[0-9]{10}" required data-testid="fake-auth-phone">
  <button type="submit" data-testid="fake-auth-continue">允许</button>
</form>
</main>
</body></html>`;
}
