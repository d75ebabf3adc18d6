/**
 * The console's Drift page: where the real operator's traffic and openapi.yaml differ, grouped by
 * operation, each difference with its count and latest masked example, and the x-inferred
 * operations the real service answered (or not). Plain HTML over `GET /__admin/drift`; data is
 * written with textContent, never as HTML.
 */
export function driftPage(nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Drift · simulator admin</title>
<link rel="icon" href="data:,">
<style>
body{margin:0;font:14px/1.45 -apple-system,'Segoe UI',sans-serif;color:#1f2328;background:#f6f7f9}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:12px 20px;background:#1f2a37;color:#fff}
header h1{font-size:17px;margin:0}
header a{color:#9fc7ff}
main{padding:16px 20px;display:grid;gap:12px}
article{background:#fff;border:1px solid #e3e6ea;border-radius:8px;padding:12px 14px}
article h2{font-size:15px;margin:0 0 6px}
table{width:100%;border-collapse:collapse;font-size:13px}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #e3e6ea;vertical-align:top}
th{color:#6b7280;font-weight:600}
code{font:12px ui-monospace,monospace;word-break:break-all}
.muted{color:#6b7280}.ok{color:#1a7f37}.bad{color:#d1242f}.warn{color:#9a6700}
button{font:inherit;padding:4px 10px;border:1px solid #c9ced6;border-radius:6px;background:#fff;cursor:pointer}
#status{color:#9fc7ff}
</style></head>
<body>
<header><h1>Drift</h1><a href="/__admin">Console</a><span id="upstream" class="muted"></span>
<button id="clear" type="button">Clear</button><span id="status"></span></header>
<main>
  <div id="summary" class="muted">…</div>
  <div id="drifts" data-testid="drift-operations"></div>
  <article><h2>Inferred operations (to confirm with the backend team)</h2>
  <table><thead><tr><th>Operation</th><th>Answered</th><th>Matched</th><th>Statuses</th></tr></thead>
  <tbody id="inferred" data-testid="drift-inferred"></tbody></table></article>
</main>
<script nonce="${nonce}">
(function () {
  var $ = function (id) { return document.getElementById(id); };
  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  }
  function row(cells) {
    var tr = el('tr');
    cells.forEach(function (cell) {
      var td = el('td');
      if (cell instanceof Node) td.appendChild(cell); else td.textContent = String(cell);
      tr.appendChild(td);
    });
    return tr;
  }
  function statuses(seen) {
    return seen ? Object.keys(seen.statuses).map(function (s) { return s + ' ×' + seen.statuses[s]; }).join(', ') : '';
  }
  function render(snapshot) {
    $('upstream').textContent = snapshot.upstream ? 'upstream ' + snapshot.upstream + ' · since ' + snapshot.since : 'not a proxy: start with --proxy <origin> or --replay <dir>';
    var calls = snapshot.operations.reduce(function (n, o) { return n + o.calls; }, 0);
    $('summary').textContent = calls + ' calls over ' + snapshot.operations.length + ' operations; ' + snapshot.drifts.length + ' distinct differences' + (snapshot.dropped ? ' (' + snapshot.dropped + ' more not kept)' : '');
    var byOperation = {};
    snapshot.drifts.forEach(function (d) { (byOperation[d.operation] = byOperation[d.operation] || []).push(d); });
    var seenBy = {};
    snapshot.operations.forEach(function (o) { seenBy[o.operation] = o; });
    $('drifts').replaceChildren.apply($('drifts'), Object.keys(byOperation).sort().map(function (name) {
      var list = byOperation[name];
      var article = el('article');
      article.dataset.operation = name;
      var title = el('h2', name + ' · ' + list[0].method + ' ' + list[0].path + (list[0].inferred ? ' · x-inferred' : ''));
      article.appendChild(title);
      var seen = seenBy[name];
      if (seen) article.appendChild(el('div', seen.calls + ' calls, ' + seen.matched + ' matched · ' + statuses(seen), 'muted'));
      var table = el('table');
      var head = el('tr');
      ['Where', 'Pointer', 'Kind', 'Expected', 'Came (latest, masked)', 'Status', 'Count'].forEach(function (h) { head.appendChild(el('th', h)); });
      table.appendChild(head);
      list.forEach(function (d) {
        var came = el('div');
        came.appendChild(el('code', d.example.came));
        came.appendChild(el('div', d.example.request, 'muted'));
        table.appendChild(row([d.where, el('code', d.pointer || '(whole)'), d.kind, d.expected, came, d.example.status, d.count]));
      });
      article.appendChild(table);
      return article;
    }));
    $('inferred').replaceChildren.apply($('inferred'), snapshot.inferred.map(function (op) {
      var seen = seenBy[op.operation];
      var answered = seen ? seen.calls - seen.unanswered : 0;
      var drifted = (byOperation[op.operation] || []).length;
      var matched = !seen ? el('span', 'not called', 'muted')
        : answered === 0 ? el('span', 'no answer', 'bad')
        : drifted ? el('span', 'differs (' + drifted + ')', 'bad') : el('span', 'yes', 'ok');
      return row([op.operation + ' · ' + op.method + ' ' + op.path, seen ? answered + ' of ' + seen.calls : '-', matched, statuses(seen)]);
    }));
  }
  function refresh() {
    return fetch('/__admin/drift').then(function (r) { return r.json(); }).then(render)
      .catch(function (error) { $('status').textContent = error.message; });
  }
  $('clear').addEventListener('click', function () {
    fetch('/__admin/drift', { method: 'DELETE' }).then(refresh);
  });
  refresh();
  setInterval(refresh, 3000);
})();
</script>
</body></html>`;
}
