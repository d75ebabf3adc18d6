/*
 * The fake chat platform's scanner (the JS-SDK's scanQRCode), loaded by bridge.js on the first
 * scan. The real chat app opens the camera; this sheet lets the demo choose what the camera sees:
 * one of the console's signs, a forged code, another site's code, or a photo of a code decoded
 * with jsQR (the app's own camera scanner uses the same decoder). With needResult 1 the text goes
 * back to the page as `resultStr`, unopened; with 0 the chat app opens it itself, as the real one.
 */
(function () {
  'use strict';

  var WORDS = {
    zh: {
      title: '扫一扫 · 模拟',
      hint: '选择摄像头看到的二维码',
      sign: '泊位牌（控制台打印）',
      forged: '伪造的二维码',
      foreign: '其他网站的二维码',
      photo: '从照片识别二维码',
      none: '照片中没有找到二维码',
      cancel: '取消',
    },
    en: {
      title: 'Scan · simulated',
      hint: 'Choose the code the camera sees',
      sign: "The spaces' signs (printed by the console)",
      forged: 'Forged codes',
      foreign: "Other sites' codes",
      photo: 'Read a code from a photo',
      none: 'No code was found in that photo',
      cancel: 'Cancel',
    },
  };

  function element(tag, text, style) {
    var node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (style) node.setAttribute('style', style);
    return node;
  }

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = reject;
      document.head.appendChild(script);
    });
  }

  /** The text of the first QR code in an image file, or null (jsQR, loaded on first use). */
  function decodePhoto(base, file) {
    var ready = window.jsQR ? Promise.resolve() : loadScript(base + '/__chat/jsqr.js');
    return ready
      .then(function () {
        return createImageBitmap(file);
      })
      .then(function (bitmap) {
        var scale = Math.min(1, 1280 / Math.max(bitmap.width, bitmap.height));
        var canvas = document.createElement('canvas');
        canvas.width = Math.round(bitmap.width * scale);
        canvas.height = Math.round(bitmap.height * scale);
        var context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        var pixels = context.getImageData(0, 0, canvas.width, canvas.height);
        var code = window.jsQR(pixels.data, pixels.width, pixels.height, {
          inversionAttempts: 'attemptBoth',
        });
        return code ? code.data : null;
      });
  }

  window.__fakeChatScanSheet = function (base, params, callback) {
    var words = WORDS[/^en/i.test(document.documentElement.lang || '') ? 'en' : 'zh'];
    var needResult = params && Number(params.needResult) === 1;
    var answer = function (result) {
      if (typeof callback === 'function') callback(result);
    };
    var overlay = element(
      'div',
      undefined,
      'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.6);display:flex;align-items:flex-end;font-family:-apple-system,sans-serif',
    );
    overlay.setAttribute('data-testid', 'fake-scan-sheet');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', words.title);
    var sheet = element(
      'div',
      undefined,
      'width:100%;max-width:480px;max-height:85vh;overflow:auto;margin:0 auto;background:#fff;border-radius:14px 14px 0 0;padding:16px 16px 24px;box-sizing:border-box',
    );
    sheet.appendChild(element('div', words.title, 'color:#666;font-size:13px'));
    sheet.appendChild(
      element('div', words.hint, 'margin:6px 0 4px;font-size:17px;font-weight:600'),
    );
    var message = element('div', '', 'color:#b42318;font-size:14px;min-height:1em');
    message.setAttribute('role', 'status');
    sheet.appendChild(message);

    function close(result) {
      overlay.remove();
      answer(result);
    }
    function scanned(text) {
      if (needResult) {
        close({ err_msg: 'scanQRCode:ok', errMsg: 'scanQRCode:ok', resultStr: text });
        return;
      }
      close({ err_msg: 'scanQRCode:ok', errMsg: 'scanQRCode:ok' });
      if (/^https?:\/\//i.test(text)) window.location.assign(text);
    }
    function choiceButton(testId, label, text) {
      var node = element(
        'button',
        undefined,
        'display:block;width:100%;min-height:48px;margin-top:8px;padding:10px 12px;border:1px solid #d0d5dd;border-radius:8px;background:#fff;color:#111;font-size:15px;text-align:left',
      );
      node.type = 'button';
      node.setAttribute('data-testid', testId);
      node.appendChild(element('span', label, 'display:block'));
      node.appendChild(
        element('span', text, 'display:block;color:#667085;font-size:12px;word-break:break-all'),
      );
      node.addEventListener('click', function () {
        scanned(text);
      });
      return node;
    }

    fetch(base + '/__chat/scan/choices')
      .then(function (response) {
        return response.ok ? response.json() : [];
      })
      .catch(function () {
        return [];
      })
      .then(function (choices) {
        var lang = words === WORDS.en ? 'en' : 'zh';
        var counts = { sign: 0, forged: 0, foreign: 0 };
        ['sign', 'forged', 'foreign'].forEach(function (group) {
          var mine = choices.filter(function (choice) {
            return choice.group === group;
          });
          if (mine.length === 0) return;
          sheet.appendChild(element('h3', words[group], 'margin:16px 0 0;font-size:15px'));
          mine.forEach(function (choice) {
            counts[group] += 1;
            var device = group === 'sign' && /[?&]d=([A-Z0-9]+)/.exec(choice.text);
            var testId = 'fake-scan-' + group + '-' + (device ? device[1] : counts[group]);
            sheet.appendChild(choiceButton(testId, choice[lang], choice.text));
          });
        });
        sheet.appendChild(element('h3', words.photo, 'margin:16px 0 0;font-size:15px'));
        var file = element(
          'input',
          undefined,
          'display:block;margin-top:8px;min-height:48px;font-size:15px',
        );
        file.type = 'file';
        file.accept = 'image/*';
        file.setAttribute('aria-label', words.photo);
        file.setAttribute('data-testid', 'fake-scan-photo');
        file.addEventListener('change', function () {
          var chosen = file.files && file.files[0];
          if (!chosen) return;
          message.textContent = '';
          decodePhoto(base, chosen)
            .then(function (text) {
              if (text === null) message.textContent = words.none;
              else scanned(text);
            })
            .catch(function () {
              message.textContent = words.none;
            });
        });
        sheet.appendChild(file);
        var cancel = element(
          'button',
          words.cancel,
          'display:block;width:100%;min-height:48px;margin-top:16px;border:0;border-radius:8px;background:#f2f4f7;color:#111;font-size:16px',
        );
        cancel.type = 'button';
        cancel.setAttribute('data-testid', 'fake-scan-cancel');
        cancel.addEventListener('click', function () {
          close({ err_msg: 'scanQRCode:cancel', errMsg: 'scanQRCode:cancel' });
        });
        sheet.appendChild(cancel);
      });
    overlay.appendChild(sheet);
    document.body.appendChild(overlay);
  };
})();
