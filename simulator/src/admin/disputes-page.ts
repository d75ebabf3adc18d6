import { DESK_SCRIPT_HELPERS } from './console-script';

/**
 * The operator's dispute desk: open disputes with their photos, decided ones below;
 * uphold or reject (with the reason the member will read). Plain HTML over the admin API; data is
 * written with textContent, never as HTML. "After N min" schedules the decision on the simulator
 * clock instead (the clock-based demo: advance the clock and the message and the money arrive).
 */
export function disputesPage(nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Disputes · simulator admin</title>
<link rel="icon" href="data:,">
<style>
body{margin:0;font:14px/1.45 -apple-system,'Segoe UI',sans-serif;color:#1f2328;background:#f6f7f9}
header{display:flex;gap:12px;align-items:center;padding:12px 20px;background:#1f2a37;color:#fff}
header h1{font-size:17px;margin:0}
header a{color:#9fc7ff}
main{padding:16px 20px;display:grid;gap:12px}
article{background:#fff;border:1px solid #e3e6ea;border-radius:8px;padding:12px 14px}
article h2{font-size:15px;margin:0 0 6px}
.muted{color:#6b7280}
img{width:120px;height:120px;object-fit:cover;border-radius:6px;margin:4px 6px 4px 0;background:#eef2f7}
form{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
input.after{flex:0 0 92px;min-width:0}
input{font:inherit;flex:1;min-width:200px;padding:4px 6px;border:1px solid #c9ced6;border-radius:6px}
button{font:inherit;padding:4px 10px;border:1px solid #c9ced6;border-radius:6px;background:#fff;cursor:pointer}
button.primary{background:#0b6bcb;border-color:#0b6bcb;color:#fff}
button.danger{border-color:#d1242f;color:#d1242f}
#status{color:#9fc7ff}
</style></head>
<body>
<header><h1>Disputes</h1><a href="/__admin">Console</a><span id="status"></span></header>
<main>
  <h2>Open <small class="muted">refreshes every 3 s</small></h2>
  <div id="open" data-testid="open-disputes"></div>
  <h2>Decided</h2>
  <div id="decided"></div>
</main>
<script nonce="${nonce}">
(function () {
  var REASONS = { notMyCar: 'not my car', wrongTime: 'wrong times', alreadyLeft: 'already left', other: 'other' };
${DESK_SCRIPT_HELPERS}
  var yuan = function (fen) { return (fen / 100).toFixed(2); };
  function card(d) {
    var article = el('article');
    article.dataset.dispute = String(d.id);
    article.appendChild(el('h2', d.number + ' · ¥' + yuan(d.cash) + ' · ' + d.status));
    article.appendChild(el('div', 'order ' + d.bookCode + ' · member ' + d.phone + ' · ' + d.createTime, 'muted'));
    article.appendChild(el('p', REASONS[d.reason] + ': ' + d.content));
    d.photos.forEach(function (url, i) {
      var img = el('img');
      img.src = url;
      img.alt = 'photo ' + (i + 1);
      article.appendChild(img);
    });
    if (d.status === 'open' && d.scheduled) {
      article.appendChild(el('p', 'scheduled: ' + d.scheduled.decision + ' at ' + d.scheduled.dueTime + ' (simulator clock)' + (d.scheduled.answer ? ' · ' + d.scheduled.answer : ''), 'muted'));
    }
    if (d.status === 'open') {
      var form = el('form');
      var answer = el('input');
      answer.name = 'answer';
      answer.placeholder = 'reason for the member (required to reject)';
      var after = el('input', undefined, 'after');
      after.name = 'afterMinutes';
      after.type = 'number';
      after.min = '1';
      after.placeholder = 'after min';
      after.title = 'leave empty to decide now, or the minutes of simulator clock after which the decision takes effect';
      after.dataset.testid = 'after-' + d.id;
      var uphold = el('button', 'Uphold', 'primary');
      uphold.type = 'button';
      uphold.dataset.testid = 'uphold-' + d.id;
      var reject = el('button', 'Reject', 'danger');
      reject.type = 'button';
      reject.dataset.testid = 'reject-' + d.id;
      [[uphold, 'upheld'], [reject, 'rejected']].forEach(function (pair) {
        pair[0].addEventListener('click', function () {
          var body = { decision: pair[1], answer: answer.value };
          if (after.value.trim()) body.afterMinutes = Number(after.value);
          call('POST', '/disputes/' + d.id + '/decide', body)
            .then(function (result) {
              $('status').textContent = result.scheduled
                ? 'dispute ' + d.id + ' will be ' + pair[1] + ' at ' + result.scheduled.dueTime
                : 'dispute ' + d.id + ' ' + pair[1];
              return refresh();
            })
            .catch(function (error) { $('status').textContent = error.message; });
        });
      });
      form.append(answer, after, uphold, reject);
      article.appendChild(form);
    } else {
      article.appendChild(el('p', 'answer: ' + (d.answer || '-') + (d.refund ? ' · refunded ¥' + yuan(d.refund) + ' to ' + d.refundRoute : '')));
    }
    return article;
  }
  function refresh() {
    return call('GET', '/disputes?limit=100').then(function (list) {
      var open = list.filter(function (d) { return d.status === 'open'; });
      var decided = list.filter(function (d) { return d.status !== 'open'; });
      if (!document.activeElement || document.activeElement.tagName !== 'INPUT') {
        $('open').replaceChildren.apply($('open'), open.length ? open.map(card) : [el('p', 'No open dispute.', 'muted')]);
      }
      $('decided').replaceChildren.apply($('decided'), decided.map(card));
    });
  }
  refresh();
  setInterval(refresh, 3000);
})();
</script>
</body></html>`;
}
