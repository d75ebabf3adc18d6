import { SHOP_STORES } from '../seed/shop';
import { DESK_SCRIPT_HELPERS } from './console-script';

/**
 * The shop desk: redeem a voucher code as a store's staff would, and every shop order
 * with its vouchers. Plain HTML over the admin API; data is written with textContent, never HTML.
 */
export function shopPage(nonce: string): string {
  const options = SHOP_STORES.map(
    (store) => `<option value="${store.serial}">${store.serial} ${store.name}</option>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Shop · simulator admin</title>
<link rel="icon" href="data:,">
<style>
body{margin:0;font:14px/1.45 -apple-system,'Segoe UI',sans-serif;color:#1f2328;background:#f6f7f9}
header{display:flex;gap:12px;align-items:center;padding:12px 20px;background:#1f2a37;color:#fff}
header h1{font-size:17px;margin:0}
header a{color:#9fc7ff}
main{padding:16px 20px;display:grid;gap:12px}
section,article{background:#fff;border:1px solid #e3e6ea;border-radius:8px;padding:12px 14px}
article h2,section h2{font-size:15px;margin:0 0 6px}
.muted{color:#6b7280}
form{display:flex;flex-wrap:wrap;gap:6px}
input,select{font:inherit;padding:4px 6px;border:1px solid #c9ced6;border-radius:6px}
input{min-width:200px}
button{font:inherit;padding:4px 10px;border:1px solid #0b6bcb;border-radius:6px;background:#0b6bcb;color:#fff;cursor:pointer}
table{border-collapse:collapse;margin-top:6px}
td{padding:2px 10px 2px 0}
#result.error{color:#d1242f}
</style></head>
<body>
<header><h1>Shop</h1><a href="/__admin">Console</a></header>
<main>
  <section>
    <h2>Redeem a voucher (as the store's staff)</h2>
    <form id="redeem" data-testid="shop-redeem">
      <input name="code" placeholder="12-digit code" inputmode="numeric" autocomplete="off" data-testid="shop-redeem-code">
      <select name="store" data-testid="shop-redeem-store">${options}</select>
      <button type="submit" data-testid="shop-redeem-submit">Redeem</button>
    </form>
    <p id="result" data-testid="shop-redeem-result"></p>
  </section>
  <h2>Shop orders <small class="muted">refreshes every 3 s</small></h2>
  <div id="orders" data-testid="shop-orders"></div>
</main>
<script nonce="${nonce}">
(function () {
  var STATUS = { '0': 'unpaid', '1': 'paid', '2': 'finished', '3': 'refunded', '-1': 'closed' };
  var VOUCHER = { '0': 'unused', '1': 'redeemed', '2': 'refunded', '3': 'expired' };
${DESK_SCRIPT_HELPERS}
  var yuan = function (fen) { return (fen / 100).toFixed(2); };
  function card(o) {
    var article = el('article');
    article.dataset.order = o.serial;
    article.appendChild(el('h2', o.serial + ' · ¥' + yuan(o.total) + ' · ' + STATUS[String(o.status)]));
    article.appendChild(el('div', 'member ' + o.member + ' · ' + o.plate + ' · ' + o.phone + ' · ' + o.store.name +
      (o.appointmentDate ? ' · ' + o.appointmentDate + ' ' + o.appointmentSlot : '') + ' · ' + o.createTime +
      (o.paytype ? ' · paid by ' + o.paytype : '') + (o.refund ? ' · refunded ¥' + yuan(o.refund) : ''), 'muted'));
    article.appendChild(el('div', o.items.map(function (i) { return i.name + ' ×' + i.count; }).join(', ')));
    var table = el('table');
    o.vouchers.forEach(function (v) {
      var row = el('tr');
      row.dataset.voucher = v.code;
      row.appendChild(el('td', v.code));
      row.appendChild(el('td', v.productName));
      row.appendChild(el('td', VOUCHER[String(v.status)]));
      row.appendChild(el('td', v.redeemStore ? v.redeemStore + ' ' + v.redeemTime : 'valid until ' + v.validUntil, 'muted'));
      table.appendChild(row);
    });
    article.appendChild(table);
    return article;
  }
  function load() {
    call('GET', '/shop/orders').then(function (orders) {
      var box = $('orders');
      box.replaceChildren.apply(box, orders.length ? orders.map(card) : [el('p', 'No shop orders yet.', 'muted')]);
    }).catch(function () {});
  }
  $('redeem').addEventListener('submit', function (event) {
    event.preventDefault();
    var form = event.target;
    var result = $('result');
    call('POST', '/shop/redeem', { code: form.code.value.trim(), store: form.store.value }).then(function (answer) {
      result.className = '';
      result.textContent = 'Redeemed ' + answer.voucher + ' (order ' + answer.order.serial + ')';
      form.code.value = '';
      load();
    }).catch(function (error) {
      result.className = 'error';
      result.textContent = error.message;
    });
  });
  load();
  setInterval(load, 3000);
})();
</script>
</body></html>`;
}
