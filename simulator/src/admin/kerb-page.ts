import { DESK_SCRIPT_HELPERS } from './console-script';

/** The map's tiles: Leaflet URL templates (the base first) and the values of `{s}`. */
export interface MapTiles {
  urls: string[];
  subdomains: string;
}

/**
 * The console's kerb desk: each lot with how many of its spaces carry a signed sign (print a
 * lot's signed signs, open its printable sheet), the spaces still on older unsigned signs, and the
 * sticker reports as a list and on a map for the patrol, who mark them handled. Plain HTML over
 * the admin API; data is written with textContent (a reported code is text, never a link). The
 * map is Leaflet with the configured tiles; its markers show without them (offline demo).
 */
export function kerbPage(nonce: string, tiles: MapTiles, keyIds: string[], current: string) {
  const config = JSON.stringify({ tiles, keyIds, current }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kerb signs and sticker reports · simulator admin</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/__admin/kerb/leaflet.css">
<style>
body{margin:0;font:14px/1.45 -apple-system,'Segoe UI',sans-serif;color:#1f2328;background:#f6f7f9}
header{display:flex;gap:12px;align-items:center;padding:12px 20px;background:#1f2a37;color:#fff}
header h1{font-size:17px;margin:0}
header a{color:#9fc7ff}
main{padding:16px 20px;display:grid;gap:16px;max-width:1100px}
section{background:#fff;border:1px solid #e3e6ea;border-radius:8px;padding:12px 14px}
h2{font-size:15px;margin:0 0 8px}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #eef0f3;vertical-align:top}
.muted{color:#6b7280}
.unsigned{color:#b42318;font-weight:600}
.signed{color:#067647}
button,select,input{font:inherit;padding:4px 10px;border:1px solid #c9ced6;border-radius:6px;background:#fff}
button{cursor:pointer}
button.primary{background:#0b6bcb;border-color:#0b6bcb;color:#fff}
#map{height:300px;border-radius:8px;background:#dfe6ee}
article{border-top:1px solid #eef0f3;padding:10px 0}
article h3{font-size:14px;margin:0 0 4px}
code{word-break:break-all;background:#f2f4f7;padding:1px 4px;border-radius:4px}
img{width:120px;height:120px;object-fit:cover;border-radius:6px;background:#eef2f7}
form{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
form input{flex:1;min-width:220px}
#status{color:#9fc7ff}
</style></head>
<body>
<header><h1>Kerb signs and sticker reports</h1><a href="/__admin">Console</a><span id="status" role="status"></span></header>
<main>
<section aria-labelledby="lots-title">
  <h2 id="lots-title">Signs by lot</h2>
  <table data-testid="kerb-lots"><thead><tr><th>Lot</th><th>Signed signs</th><th>Print</th></tr></thead><tbody id="lots"></tbody></table>
</section>
<section aria-labelledby="unsigned-title">
  <h2 id="unsigned-title">Spaces still on unsigned signs</h2>
  <ul id="unsigned" data-testid="unsigned-spaces"></ul>
</section>
<section aria-labelledby="reports-title">
  <h2 id="reports-title">Sticker reports <small class="muted">refreshes every 3 s</small></h2>
  <div id="map" role="img" aria-label="Map of the sticker reports"></div>
  <div id="reports" data-testid="sticker-reports"></div>
</section>
</main>
<script src="/__admin/kerb/leaflet.js"></script>
<script nonce="${nonce}">
(function () {
  var CONFIG = ${config};
  var REASONS = { foreign: 'a code to another site', forged: 'a signature that fails', unsigned: 'an older unsigned sign', other: 'other' };
${DESK_SCRIPT_HELPERS}
  var map = L.map('map').setView([24.4331, 98.5852], 13);
  if (CONFIG.tiles.urls[0]) L.tileLayer(CONFIG.tiles.urls[0], { subdomains: CONFIG.tiles.subdomains, maxZoom: 18 }).addTo(map);
  var markers = L.layerGroup().addTo(map);

  function lotRow(lot) {
    var row = el('tr');
    var name = el('td');
    name.append(el('div', lot.name), el('div', lot.address, 'muted'));
    var count = el('td', lot.signed + ' / ' + lot.spaces, lot.signed === lot.spaces ? 'signed' : 'unsigned');
    var print = el('td');
    var form = el('form');
    var key = el('select');
    key.setAttribute('aria-label', 'Key for ' + lot.name);
    CONFIG.keyIds.forEach(function (id) {
      var option = el('option', id);
      option.value = id;
      option.selected = id === CONFIG.current;
      key.appendChild(option);
    });
    var button = el('button', 'Print signed signs', 'primary');
    button.type = 'submit';
    button.dataset.testid = 'print-lot-' + lot.id;
    var sheet = el('a', 'Sheet');
    sheet.href = '/__admin/kerb/lots/' + lot.id + '/sheet';
    sheet.dataset.testid = 'sheet-lot-' + lot.id;
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      call('POST', '/kerb/lots/' + lot.id + '/print', { keyId: key.value })
        .then(function (result) { window.location.href = result.sheet; })
        .catch(function (error) { $('status').textContent = error.message; });
    });
    form.append(key, button, sheet);
    print.appendChild(form);
    row.append(name, count, print);
    return row;
  }

  function reportCard(r) {
    var article = el('article');
    article.dataset.report = String(r.id);
    var place = r.space ? r.stationName + ' space ' + r.space + ' (' + r.device + ')' : r.lng !== null ? r.lng.toFixed(5) + ', ' + r.lat.toFixed(5) : 'no space named';
    article.appendChild(el('h3', r.serial + ' · ' + REASONS[r.reason] + ' · ' + r.status));
    article.appendChild(el('div', place + ' · member ' + r.phone + ' · ' + r.createTime, 'muted'));
    if (r.code) {
      var read = el('p', 'Code read: ');
      read.appendChild(el('code', r.code));
      article.appendChild(read);
    }
    if (r.note) article.appendChild(el('p', 'Note: ' + r.note));
    if (r.photo) {
      var img = el('img');
      img.src = r.photo;
      img.alt = 'Photo of the sticker, report ' + r.serial;
      article.appendChild(img);
    }
    if (r.status === 'open') {
      var form = el('form');
      var answer = el('input');
      answer.name = 'answer';
      answer.maxLength = 200;
      answer.placeholder = 'what the patrol did (the reporter reads it)';
      answer.setAttribute('aria-label', 'Answer to report ' + r.serial);
      var handle = el('button', 'Mark handled', 'primary');
      handle.type = 'submit';
      handle.dataset.testid = 'handle-' + r.serial;
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        call('POST', '/kerb/reports/' + r.id + '/handle', { answer: answer.value })
          .then(function () { $('status').textContent = r.serial + ' handled'; return refreshReports(); })
          .catch(function (error) { $('status').textContent = error.message; });
      });
      form.append(answer, handle);
      article.appendChild(form);
    } else {
      article.appendChild(el('p', 'Handled ' + r.handleTime + (r.answer ? ': ' + r.answer : '')));
    }
    return article;
  }

  function refreshLots() {
    return call('GET', '/kerb/lots').then(function (data) {
      $('lots').replaceChildren.apply($('lots'), data.lots.map(lotRow));
      var unsigned = data.spaces.filter(function (s) { return !s.keyId; });
      $('unsigned').replaceChildren.apply($('unsigned'), unsigned.length
        ? unsigned.map(function (s) { return el('li', s.stationName + ' space ' + s.space + ' (' + s.device + ')'); })
        : [el('li', 'Every space carries a signed sign.', 'muted')]);
    });
  }

  function refreshReports() {
    return call('GET', '/kerb/reports').then(function (list) {
      var open = list.filter(function (r) { return r.status === 'open'; });
      var handled = list.filter(function (r) { return r.status !== 'open'; });
      if (!document.activeElement || document.activeElement.tagName !== 'INPUT') {
        $('reports').replaceChildren.apply($('reports'), list.length ? open.concat(handled).map(reportCard) : [el('p', 'No sticker report yet.', 'muted')]);
      }
      markers.clearLayers();
      list.forEach(function (r) {
        if (!r.position) return;
        var popup = el('div', r.serial + ' · ' + r.status);
        L.circleMarker([r.position.lat, r.position.lng], {
          radius: 9,
          color: r.status === 'open' ? '#b42318' : '#067647',
          fillOpacity: 0.6,
        }).bindPopup(popup).addTo(markers);
      });
    });
  }

  refreshLots();
  refreshReports();
  setInterval(refreshReports, 3000);
})();
</script>
</body></html>`;
}
