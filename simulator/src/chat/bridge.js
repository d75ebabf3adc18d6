/*
 * The simulator's stand-in for the chat app's WeixinJSBridge (DESIGN.md, "Fake chat platform").
 * The demo page loads it; the web app only ever talks to window.WeixinJSBridge.
 * getBrandWCPayRequest shows a pay sheet, and the simulator checks the signature and settles the
 * pay order exactly as the bank's notification would; a paid or closed order fails with the reason.
 * scanQRCode shows a scan sheet of the console's signs, forged codes and other sites' codes.
 */
(function () {
  'use strict';
  if (window.WeixinJSBridge) return;
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : window.location.origin;

  function text(tag, content, style) {
    var node = document.createElement(tag);
    node.textContent = content;
    if (style) node.setAttribute('style', style);
    return node;
  }

  function button(testId, label, style, onClick) {
    var node = text('button', label, style);
    node.type = 'button';
    node.setAttribute('data-testid', testId);
    node.addEventListener('click', onClick);
    return node;
  }

  function showSheet(preview, choose) {
    var overlay = document.createElement('div');
    overlay.setAttribute('data-testid', 'fake-pay-sheet');
    overlay.setAttribute(
      'style',
      'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:flex-end;font-family:-apple-system,sans-serif',
    );
    var sheet = document.createElement('div');
    sheet.setAttribute(
      'style',
      'width:100%;background:#fff;border-radius:14px 14px 0 0;padding:20px 20px 28px;box-sizing:border-box;text-align:center',
    );
    var yuan = preview ? preview.amountYuan : '?';
    sheet.appendChild(text('div', '微信支付 · 模拟', 'color:#888;font-size:13px'));
    sheet.appendChild(
      text('div', preview ? preview.merchant : '', 'margin-top:12px;font-size:15px;color:#333'),
    );
    sheet.appendChild(
      text('div', '¥' + yuan, 'margin:8px 0 20px;font-size:34px;font-weight:600;color:#111'),
    );
    // A paid or closed order: the real sheet says why and the payment fails.
    if (preview && preview.reason) {
      var reason = text('div', preview.reason, 'margin:-8px 0 16px;font-size:14px;color:#c0392b');
      reason.setAttribute('data-testid', 'fake-pay-reason');
      sheet.appendChild(reason);
    }
    var buttons = [
      button(
        'fake-pay-ok',
        'Pay ¥' + yuan,
        'display:block;width:100%;padding:13px;border:0;border-radius:8px;background:#07c160;color:#fff;font-size:17px',
        function () {
          close('ok');
        },
      ),
      button(
        'fake-pay-cancel',
        'Cancel',
        'display:block;width:100%;margin-top:10px;padding:12px;border:1px solid #ddd;border-radius:8px;background:#fff;color:#333;font-size:16px',
        function () {
          close('cancel');
        },
      ),
      button(
        'fake-pay-fail',
        'Simulate failure',
        'display:block;width:100%;margin-top:10px;padding:10px;border:0;background:none;color:#c0392b;font-size:14px',
        function () {
          close('fail');
        },
      ),
    ];
    buttons.forEach(function (node) {
      sheet.appendChild(node);
    });
    overlay.appendChild(sheet);
    document.body.appendChild(overlay);
    function close(result) {
      buttons.forEach(function (node) {
        node.disabled = true;
      });
      choose(result, function () {
        overlay.remove();
      });
    }
  }

  function getBrandWCPayRequest(params, callback) {
    var done = function (message, reason) {
      if (typeof callback !== 'function') return;
      callback(reason ? { err_msg: message, err_desc: reason } : { err_msg: message });
    };
    var pkg = params && params.package ? String(params.package) : '';
    fetch(base + '/__chat/pay/preview?package=' + encodeURIComponent(pkg))
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .catch(function () {
        return null;
      })
      .then(function (preview) {
        showSheet(preview, function (result, closeSheet) {
          fetch(base + '/__chat/pay', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              appId: params.appId,
              timeStamp: params.timeStamp,
              nonceStr: params.nonceStr,
              package: params.package,
              signType: params.signType,
              paySign: params.paySign,
              result: result,
            }),
          })
            .then(function (response) {
              return response.json();
            })
            .then(function (answer) {
              closeSheet();
              done(answer.err_msg, answer.err_desc);
            })
            .catch(function () {
              closeSheet();
              done('get_brand_wcpay_request:fail');
            });
        });
      });
  }

  /*
   * The chat app's consent to subscription notices (wx.requestSubscribeMessage): the platform, not
   * the page, asks the user, and answers per template. Cancel rejects every template, as the real
   * sheet does; only a request without template ids fails. Nothing is kept on the simulator: the
   * operator's own switch (attention/subscribe) is what it sends by.
   */
  function requestSubscribeMessage(params, callback) {
    var answer = function (result) {
      if (typeof callback === 'function') callback(result);
    };
    var ids = params && Array.isArray(params.templateIds) ? params.templateIds.map(String) : [];
    if (ids.length === 0) {
      answer({ errMsg: 'requestSubscribeMessage:fail', err_msg: 'requestSubscribeMessage:fail' });
      return;
    }
    var zh = !/^en/i.test(document.documentElement.lang || '');
    var overlay = document.createElement('div');
    overlay.setAttribute('data-testid', 'fake-subscribe-sheet');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', zh ? '订阅通知' : 'Subscribe to notices');
    overlay.setAttribute(
      'style',
      'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:flex-end;font-family:-apple-system,sans-serif',
    );
    var sheet = document.createElement('div');
    sheet.setAttribute(
      'style',
      'width:100%;max-width:480px;margin:0 auto;background:#fff;border-radius:14px 14px 0 0;padding:20px 20px 28px;box-sizing:border-box;text-align:left',
    );
    sheet.appendChild(
      text('div', zh ? '微信 · 模拟' : 'WeChat · simulated', 'color:#888;font-size:13px'),
    );
    sheet.appendChild(
      text(
        'div',
        zh ? '德宏停车 申请向你发送以下通知' : 'Dehong Parking asks to send you these notices',
        'margin-top:12px;font-size:16px;font-weight:600;color:#111',
      ),
    );
    sheet.appendChild(
      text(
        'div',
        zh
          ? '停车通知：待缴费用、缴费提醒、支付成功'
          : 'Parking notices: amount due, reminders, payment received',
        'margin:10px 0 20px;font-size:15px;color:#333;line-height:1.5',
      ),
    );
    var buttons = [
      button(
        'fake-subscribe-allow',
        zh ? '允许' : 'Allow',
        'display:block;width:100%;padding:13px;border:0;border-radius:8px;background:#07c160;color:#fff;font-size:17px',
        function () {
          close('accept');
        },
      ),
      button(
        'fake-subscribe-cancel',
        zh ? '取消' : 'Cancel',
        'display:block;width:100%;margin-top:10px;padding:12px;border:1px solid #ddd;border-radius:8px;background:#fff;color:#333;font-size:16px',
        function () {
          close('reject');
        },
      ),
    ];
    buttons.forEach(function (node) {
      sheet.appendChild(node);
    });
    overlay.appendChild(sheet);
    document.body.appendChild(overlay);
    function close(choice) {
      overlay.remove();
      var result = { errMsg: 'requestSubscribeMessage:ok', err_msg: 'requestSubscribeMessage:ok' };
      ids.forEach(function (id) {
        result[id] = choice;
      });
      answer(result);
    }
  }

  /*
   * The chat app's scanner (wx.scanQRCode of its JS-SDK): a sheet in which the demo chooses what
   * the camera sees (scan-sheet.js, loaded on the first scan). With needResult 1 the page gets the
   * text as `resultStr`; a cancel answers scanQRCode:cancel.
   */
  function scanQRCode(params, callback) {
    var ready = window.__fakeChatScanSheet
      ? Promise.resolve()
      : new Promise(function (resolve, reject) {
          var node = document.createElement('script');
          node.src = base + '/__chat/scan-sheet.js';
          node.onload = resolve;
          node.onerror = reject;
          document.head.appendChild(node);
        });
    ready.then(
      function () {
        window.__fakeChatScanSheet(base, params, callback);
      },
      function () {
        if (typeof callback === 'function') callback({ err_msg: 'scanQRCode:fail' });
      },
    );
  }

  /*
   * The chat app's font setting. Its browser zooms a page's text by the owner's font level (as the
   * text-size adjustment of the body) and tells the page through the 'menu:setfont' event
   * ({ fontSize: level }), at load and on every change; a page that sizes its text itself answers
   * with setFontSizeCallback. Level 2 is the standard size. Demos and tests change the level with
   * window.__fakeChat.setFontSize(level), kept on this phone like the chat app's own setting.
   */
  var FONT_KEY = 'fakeChat.fontSize';
  var FONT_PERCENT = { 1: 90, 2: 100, 3: 110, 4: 120, 5: 130, 6: 140, 7: 155, 8: 170 };
  var handlers = {};
  var answeredFontSize = null;
  function storedFontLevel() {
    try {
      var level = Number(window.localStorage.getItem(FONT_KEY));
      return FONT_PERCENT[level] ? level : null;
    } catch {
      return null;
    }
  }
  function zoomText(level) {
    if (!document.body || !FONT_PERCENT[level]) return;
    document.body.style.setProperty('-webkit-text-size-adjust', FONT_PERCENT[level] + '%');
  }
  function emit(event, payload) {
    (handlers[event] || []).forEach(function (handler) {
      handler(payload);
    });
  }
  window.__fakeChat = {
    setFontSize: function (level) {
      if (!FONT_PERCENT[level]) throw new Error('font levels are 1 to 8');
      try {
        window.localStorage.setItem(FONT_KEY, String(level));
      } catch {
        // private mode: this visit only
      }
      zoomText(level);
      emit('menu:setfont', { fontSize: level });
    },
    /** The level the page last said it shows (setFontSizeCallback), or null. */
    answeredFontSize: function () {
      return answeredFontSize;
    },
  };

  window.WeixinJSBridge = {
    invoke: function (name, params, callback) {
      if (name === 'getBrandWCPayRequest') return getBrandWCPayRequest(params, callback);
      if (name === 'requestSubscribeMessage') return requestSubscribeMessage(params, callback);
      if (name === 'scanQRCode') return scanQRCode(params, callback);
      if (name === 'setFontSizeCallback') {
        answeredFontSize = params ? Number(params.fontSize) : null;
        if (typeof callback === 'function') callback({ err_msg: name + ':ok' });
        return;
      }
      if (typeof callback === 'function') callback({ err_msg: name + ':fail' });
    },
    on: function (event, handler) {
      if (typeof handler !== 'function') return;
      (handlers[event] = handlers[event] || []).push(handler);
      var level = storedFontLevel();
      if (event === 'menu:setfont' && level !== null) {
        setTimeout(function () {
          handler({ fontSize: level });
        }, 0);
      }
    },
    call: function () {},
  };

  function ready() {
    var level = storedFontLevel();
    if (level !== null) zoomText(level);
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else setTimeout(ready, 0);
})();
