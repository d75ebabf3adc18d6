/**
 * What the console's desks (disputes, shop, kerb) start their page script with: plain browser
 * JavaScript, inlined under the page's CSP nonce. `$` finds by id, `el` makes an element with its
 * text and class, `call` asks the admin API and throws the message of a failed call or of an
 * envelope with a code.
 */
export const DESK_SCRIPT_HELPERS = `
  var $ = function (id) { return document.getElementById(id); };
  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  }
  function call(method, path, body) {
    return fetch('/__admin' + path, {
      method: method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok || json.code) throw new Error(json.message || response.statusText);
        return json;
      });
    });
  }`;
