import type { BrandPayRequest } from '@/lib/pay-bridge';
import { simulatorUrl } from './simulator';

export type SheetChoice = 'ok' | 'cancel' | 'fail';

/**
 * The chat app's pay bridge as a user answers its sheet with `choice`: the request goes to the
 * simulator's fake chat platform, which checks the signature and (on ok) settles the pay order
 * like the bank would. Returns the requests the app made.
 */
export function installFakePayBridge(choice: SheetChoice) {
  const requests: BrandPayRequest[] = [];
  window.WeixinJSBridge = {
    invoke(_method, request, callback) {
      requests.push(request);
      void fetch(`${simulatorUrl()}/__chat/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...request, result: choice }),
      })
        .then((response) => response.json() as Promise<{ err_msg: string }>)
        .then(callback);
    },
  };
  return requests;
}

export function removePayBridge(): void {
  delete window.WeixinJSBridge;
}
