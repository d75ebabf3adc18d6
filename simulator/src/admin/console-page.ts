/**
 * The admin console: one plain HTML page with a little inline script over the admin API. Data is
 * always written with textContent, never as HTML.
 */
export function consolePage(nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Simulator admin console</title>
<link rel="icon" href="data:,">
<style>
:root{--line:#e3e6ea;--muted:#6b7280;--accent:#0b6bcb}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 -apple-system,'Segoe UI',sans-serif;color:#1f2328;background:#f6f7f9}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:12px 20px;background:#1f2a37;color:#fff}
header h1{font-size:17px;margin:0 12px 0 0}
header a{color:#9fc7ff}
#clock{font:600 15px ui-monospace,monospace}
main{display:grid;grid-template-columns:repeat(auto-fit,minmax(460px,1fr));gap:16px;padding:16px 20px}
section{background:#fff;border:1px solid var(--line);border-radius:8px;padding:12px 14px;min-width:0}
section h2{font-size:15px;margin:0 0 8px;display:flex;gap:8px;align-items:center}
section h2 small{font-weight:normal;color:var(--muted)}
.wide{grid-column:1/-1}
table{width:100%;border-collapse:collapse;font-size:13px}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid var(--line);vertical-align:top}
th{color:var(--muted);font-weight:600}
td.code{font:600 16px ui-monospace,monospace;letter-spacing:2px;color:var(--accent)}
.scroll{max-height:320px;overflow:auto}
button{font:inherit;padding:4px 10px;border:1px solid #c9ced6;border-radius:6px;background:#fff;cursor:pointer}
button.primary{background:var(--accent);border-color:var(--accent);color:#fff}
button.danger{border-color:#d1242f;color:#d1242f}
header button{background:#2f3d4f;color:#fff;border-color:#4a5a70}
form.fault{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;margin-bottom:8px}
form.fault input,form.fault select{font:inherit;padding:4px 6px;border:1px solid #c9ced6;border-radius:6px;min-width:0}
form.fault .path{grid-column:1/3}
.ok{color:#1a7f37}.warn{color:#9a6700}.bad{color:#d1242f}
#status{color:#9fc7ff}
</style></head>
<body>
<header>
  <h1>Dehong parking simulator</h1>
  <span>Clock <span id="clock" data-testid="admin-clock">…</span></span>
  <button data-advance="15">+15 min</button><button data-advance="60">+1 h</button>
  <button data-advance="1440">+1 day</button><button data-advance="10080">+7 days</button>
  <button id="reset" class="danger">Reset &amp; reseed</button>
  <a href="/">Open the app</a>
  <a href="/__admin/disputes/page" data-testid="admin-disputes">Disputes</a>
  <a href="/__admin/shop/page" data-testid="admin-shop">Shop (redeem vouchers)</a>
  <a href="/__admin/chat/page" data-testid="admin-chat">Chat feeds</a>
  <a href="/__admin/kerb/page" data-testid="admin-kerb">Kerb signs and sticker reports</a>
  <a href="/__admin/drift/page" data-testid="admin-drift">Drift</a>
  <span id="status"></span>
</header>
<main>
  <section>
    <h2>SMS outbox <small>newest first, refreshes every 2 s; voice: a code spoken by a voice call (the voice captcha)</small></h2>
    <input id="sms-phone" placeholder="filter by phone" inputmode="numeric">
    <div class="scroll"><table><thead><tr><th>Phone</th><th>Code</th><th>By</th><th>Sent</th></tr></thead>
    <tbody id="sms" data-testid="admin-sms"></tbody></table></div>
  </section>
  <section>
    <h2>Demo users</h2>
    <table><thead><tr><th>Phone</th><th>Name</th><th>Balance ¥</th><th>Points</th><th>Coupons</th><th>Cars</th></tr></thead>
    <tbody id="users"></tbody></table>
    <h2 style="margin-top:12px">Plates</h2>
    <table><thead><tr><th>Plate</th><th>To pay</th><th>Arrears ¥</th><th>Parking</th><th>Membership</th></tr></thead>
    <tbody id="plates"></tbody></table>
    <h2 style="margin-top:12px">Devices</h2>
    <table><thead><tr><th>Device</th><th>Space</th><th>Last seen</th><th>No-plate car</th></tr></thead>
    <tbody id="devices"></tbody></table>
    <h2 style="margin-top:12px">Car stays <small>after leave now, the order parks again 1 minute later</small></h2>
    <form class="fault" id="stay-form">
      <input name="serial" placeholder="order serial or book code" required>
      <button class="primary" type="submit">Car stays</button>
    </form>
  </section>
  <section>
    <h2>Fault injection</h2>
    <form class="fault" id="fault-form">
      <input class="path" name="path" placeholder="/parking/v1/api/order/*" required>
      <select name="method"><option value="">any method</option><option>GET</option><option>POST</option></select>
      <input name="latencyMs" type="number" min="0" placeholder="latency ms">
      <input name="status" type="number" min="400" max="599" placeholder="HTTP status">
      <input name="code" type="number" placeholder="business code">
      <input name="message" placeholder="message">
      <label><input name="once" type="checkbox"> once</label>
      <button class="primary" type="submit">Add fault</button>
    </form>
    <table><thead><tr><th>Path</th><th>Method</th><th>Effect</th><th>Hits</th><th></th></tr></thead>
    <tbody id="faults"></tbody></table>
    <button id="clear-faults" style="margin-top:8px">Clear all faults</button>
  </section>
  <section>
    <h2>Games <small>the next prize of a game (any member's next draw), the seed of the draws</small></h2>
    <form class="fault" id="game-form">
      <select name="game" id="game-name"><option value="wheel">big wheel</option><option value="box">blind box</option></select>
      <select name="prize" id="game-prize" data-testid="admin-game-prize"></select>
      <button class="primary" type="submit" data-testid="admin-game-next">Set next prize</button>
    </form>
    <form class="fault" id="seed-form">
      <input name="seed" type="number" placeholder="seed (empty: random)">
      <button type="submit">Seed draws</button>
    </form>
    <table><thead><tr><th>Game</th><th>Prize</th><th>Chance</th><th>Stock</th></tr></thead>
    <tbody id="game-prizes"></tbody></table>
  </section>
  <section>
    <h2>Pay orders <small>newest first</small></h2>
    <div class="scroll"><table><thead><tr><th>Pay code</th><th>Type</th><th>What</th><th>Cost ¥</th><th>Status</th><th>Paid by</th><th>Created</th></tr></thead>
    <tbody id="pay-orders"></tbody></table></div>
  </section>
  <section>
    <h2>Bank payments <small>newest first; a refunded one arrived for a settled pay order</small></h2>
    <div class="scroll"><table><thead><tr><th>Transaction</th><th>Pay code</th><th>Route</th><th>¥</th><th>Status</th><th>Refund no.</th><th>Time</th></tr></thead>
    <tbody id="bank-payments"></tbody></table></div>
  </section>
  <section class="wide">
    <h2>Request journal <small>newest first, refreshes every 3 s</small></h2>
    <div class="scroll"><table><thead><tr><th>Time</th><th>Method</th><th>Path</th><th>HTTP</th><th>Code</th><th>ms</th></tr></thead>
    <tbody id="journal"></tbody></table></div>
  </section>
</main>
<script nonce="${nonce}">
(function () {
  var PAY_STATUS = { '0': 'unpaid', '1': 'paid', '-1': 'cancelled', '2': 'refunded' };
  var $ = function (id) { return document.getElementById(id); };
  var yuan = function (fen) { return (fen / 100).toFixed(2); };
  function status(text) { $('status').textContent = text; }
  function call(method, path, body) {
    return fetch('/__admin' + path, {
      method: method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw new Error(json.message || response.statusText);
        return json;
      });
    });
  }
  function fill(id, rows, cells) {
    var body = $(id);
    body.replaceChildren.apply(body, rows.map(function (row) {
      var tr = document.createElement('tr');
      cells(row).forEach(function (cell) {
        var td = document.createElement('td');
        if (cell instanceof Node) td.appendChild(cell);
        else if (cell && typeof cell === 'object') { td.textContent = cell.text; td.className = cell.className; }
        else td.textContent = cell === null || cell === undefined ? '' : String(cell);
        tr.appendChild(td);
      });
      return tr;
    }));
  }
  function refreshClock() {
    return call('GET', '/clock').then(function (clock) { $('clock').textContent = clock.now; });
  }
  function refreshSms() {
    var phone = $('sms-phone').value.trim();
    return call('GET', '/sms?limit=30' + (phone ? '&phone=' + encodeURIComponent(phone) : '')).then(function (list) {
      fill('sms', list, function (sms) { return [sms.phone, { text: sms.code, className: 'code' }, sms.kind === 'voice' ? 'voice call' : 'SMS', sms.time]; });
    });
  }
  function refreshFixtures() {
    return call('GET', '/fixtures').then(function (fixtures) {
      var state = fixtures.state;
      fill('users', state.users, function (u) {
        return [u.phone, u.nickname, yuan(u.funds), (u.integral / 1000).toFixed(3), u.unusedCoupons, u.cars.join(', ')];
      });
      fill('plates', state.plates, function (p) {
        return [p.number, p.toPay, yuan(p.arrears),
          p.parking.map(function (o) { return 'since ' + o.startTime + ' (¥' + yuan(o.ncash) + ')'; }).join('; '),
          p.membership ? p.membership.service + ' to ' + p.membership.end : ''];
      });
      fill('devices', state.devices, function (d) {
        return d.known ? [d.device, d.stationName + ' ' + d.space, d.number || (d.noplate ? 'no-plate car' : ''), d.noplate ? 'yes' : '']
          : [d.device, { text: 'unknown device', className: 'warn' }, '', ''];
      });
    });
  }
  function refreshFaults() {
    return call('GET', '/faults').then(function (list) {
      fill('faults', list, function (f) {
        var effect = [f.latencyMs ? f.latencyMs + ' ms' : '', f.status ? 'HTTP ' + f.status : '',
          f.code !== undefined ? 'code ' + f.code : '', f.once ? 'once' : ''].filter(Boolean).join(', ');
        var remove = document.createElement('button');
        remove.textContent = 'remove';
        remove.addEventListener('click', function () { call('DELETE', '/faults/' + f.id).then(refreshFaults); });
        return [f.path, f.method || 'any', effect, f.hits, remove];
      });
    });
  }
  function refreshPayOrders() {
    return call('GET', '/pay-orders?limit=50').then(function (list) {
      fill('pay-orders', list, function (p) {
        return [p.payCode, p.orderType, p.goodsName, yuan(p.cost),
          { text: PAY_STATUS[String(p.status)], className: p.status === 1 ? 'ok' : p.status === 0 ? 'warn' : '' },
          p.paytype || '', p.createTime];
      });
    });
  }
  function refreshBankPayments() {
    return call('GET', '/bank-payments?limit=50').then(function (list) {
      fill('bank-payments', list, function (b) {
        return [b.transaction, b.payCode, b.route, yuan(b.amount),
          { text: b.status, className: b.status === 'settled' ? 'ok' : 'warn' },
          b.refundNo || '', b.createTime];
      });
    });
  }
  function refreshJournal() {
    return call('GET', '/journal?limit=100').then(function (list) {
      fill('journal', list, function (j) {
        return [j.time, j.method, j.path, { text: j.status, className: j.status >= 400 ? 'bad' : 'ok' },
          j.code === null ? '' : { text: j.code, className: j.code === 0 ? 'ok' : 'warn' }, j.ms];
      });
    });
  }
  function refreshAll() {
    return Promise.all([refreshClock(), refreshSms(), refreshFixtures(), refreshFaults(), refreshPayOrders(), refreshBankPayments(), refreshJournal()])
      .catch(function (error) { status(error.message); });
  }
  document.querySelectorAll('[data-advance]').forEach(function (button) {
    button.addEventListener('click', function () {
      call('POST', '/clock/advance', { minutes: Number(button.getAttribute('data-advance')) })
        .then(function (clock) { status('clock moved to ' + clock.now); return refreshAll(); })
        .catch(function (error) { status(error.message); });
    });
  });
  $('reset').addEventListener('click', function () {
    if (!confirm('Drop everything and reseed the fixtures?')) return;
    call('POST', '/reset').then(function () { status('reseeded'); return refreshAll(); })
      .catch(function (error) { status(error.message); });
  });
  $('fault-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var form = new FormData(event.target);
    var fault = { path: form.get('path') };
    if (form.get('method')) fault.method = form.get('method');
    ['latencyMs', 'status', 'code'].forEach(function (name) { if (form.get(name)) fault[name] = Number(form.get(name)); });
    if (form.get('message')) fault.message = form.get('message');
    if (form.get('once')) fault.once = true;
    call('POST', '/faults', fault).then(function () { event.target.reset(); status('fault added'); return refreshFaults(); })
      .catch(function (error) { status(error.message); });
  });
  $('stay-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var serial = String(new FormData(event.target).get('serial')).trim();
    call('POST', '/orders/' + encodeURIComponent(serial) + '/stay')
      .then(function (stay) {
        if (stay.code) throw new Error(stay.message);
        status(stay.resumesAt ? 'the car stays: parks again at ' + stay.resumesAt : 'the car stays: leave now starts its minute');
      })
      .catch(function (error) { status(error.message); });
  });
  var games = [];
  function refreshGames() {
    return call('GET', '/games').then(function (list) {
      games = list;
      var rows = [];
      list.forEach(function (g) {
        g.prizes.forEach(function (p) { rows.push({ game: g.game, next: g.next, prize: p }); });
      });
      fill('game-prizes', rows, function (r) {
        return [r.game, r.prize.serial + ' ' + r.prize.name + (r.next === r.prize.serial ? ' (next)' : ''),
          (r.prize.chance / 100) + '%', r.prize.stock === null ? '-' : r.prize.stock];
      });
      fillPrizes();
    });
  }
  function fillPrizes() {
    var game = games.find(function (g) { return g.game === $('game-name').value; });
    $('game-prize').replaceChildren.apply($('game-prize'), (game ? game.prizes : []).map(function (p) {
      var option = document.createElement('option');
      option.value = p.serial;
      option.textContent = p.serial + ' ' + p.name;
      return option;
    }));
  }
  $('game-name').addEventListener('change', fillPrizes);
  $('game-form').addEventListener('submit', function (event) {
    event.preventDefault();
    call('POST', '/games/next', { game: $('game-name').value, prize: $('game-prize').value })
      .then(function (set) {
        if (set.error) throw new Error(set.error);
        status('next ' + set.game + ' prize: ' + set.next);
        return refreshGames();
      })
      .catch(function (error) { status(error.message); });
  });
  $('seed-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var value = String(new FormData(event.target).get('seed')).trim();
    call('POST', '/games/seed', { seed: value === '' ? null : Number(value) })
      .then(function (set) { status(set.error || 'draws seeded: ' + set.seed); })
      .catch(function (error) { status(error.message); });
  });
  refreshGames();
  $('clear-faults').addEventListener('click', function () { call('DELETE', '/faults').then(refreshFaults); });
  $('sms-phone').addEventListener('input', refreshSms);
  refreshAll();
  setInterval(function () { refreshSms(); refreshClock(); }, 2000);
  setInterval(function () { refreshJournal(); refreshPayOrders(); refreshBankPayments(); }, 3000);
  setInterval(refreshFixtures, 10000);
})();
</script>
</body></html>`;
}
