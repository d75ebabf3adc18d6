/**
 * The chat app's scanner, through the same `window.WeixinJSBridge` as its pay sheet: its JS-SDK
 * calls it `wx.scanQRCode`. With `needResult: 1` the chat app gives the page the text it read
 * (`resultStr`) instead of opening it itself, so the app decides what to open.
 */
interface ScanResult {
  err_msg?: string;
  errMsg?: string;
  resultStr?: string;
}

interface ScanBridge {
  invoke(
    method: 'scanQRCode',
    request: { needResult: 1; scanType: ['qrCode'] },
    callback: (result: ScanResult) => void,
  ): void;
}

export type ChatScan = { kind: 'read'; text: string } | { kind: 'cancelled' } | { kind: 'failed' };

/** The chat app's bridge when the page runs inside it, else null (the phone's camera then). */
export function chatScanner(): ScanBridge | null {
  const bridge: unknown = typeof window === 'undefined' ? undefined : window.WeixinJSBridge;
  return bridge && typeof (bridge as { invoke?: unknown }).invoke === 'function'
    ? (bridge as ScanBridge)
    : null;
}

/** Opens the chat app's scanner; resolves with the text it read, a cancel or a failure. */
export function scanWithChatApp(bridge: ScanBridge): Promise<ChatScan> {
  return new Promise((resolve) => {
    bridge.invoke('scanQRCode', { needResult: 1, scanType: ['qrCode'] }, (result) => {
      const message = result.errMsg ?? result.err_msg ?? '';
      if (message === 'scanQRCode:ok' && typeof result.resultStr === 'string') {
        resolve({ kind: 'read', text: result.resultStr });
      } else if (message === 'scanQRCode:cancel') {
        resolve({ kind: 'cancelled' });
      } else {
        resolve({ kind: 'failed' });
      }
    });
  });
}
