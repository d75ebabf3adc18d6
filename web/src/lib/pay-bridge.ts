import type { PayParams } from '@dehong/api-spec';

/** What the chat app's `getBrandWCPayRequest` takes (its field names, not the API's). */
export interface BrandPayRequest {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

interface WeixinJSBridge {
  invoke(
    method: 'getBrandWCPayRequest',
    request: BrandPayRequest,
    callback: (result: { err_msg: string }) => void,
  ): void;
}

declare global {
  interface Window {
    /** Injected by the chat app's browser (or, in the demo, by the simulator's stand-in script). */
    WeixinJSBridge?: WeixinJSBridge;
  }
}

export type BridgeOutcome = 'ok' | 'cancel' | 'fail';

export function hasPayBridge(): boolean {
  return typeof window !== 'undefined' && typeof window.WeixinJSBridge?.invoke === 'function';
}

export function brandPayRequest(params: PayParams): BrandPayRequest {
  return {
    appId: params.appid,
    timeStamp: params.timeStamp,
    nonceStr: params.nonceStr,
    package: params.package,
    signType: params.signType,
    paySign: params.paySign,
  };
}

/** Shows the chat app's pay sheet; resolves with what the user did. Call `hasPayBridge()` first. */
export function requestBrandPay(params: PayParams): Promise<BridgeOutcome> {
  const bridge = window.WeixinJSBridge;
  if (!bridge) return Promise.resolve('fail');
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', brandPayRequest(params), ({ err_msg }) => {
      if (err_msg === 'get_brand_wcpay_request:ok') resolve('ok');
      else if (err_msg === 'get_brand_wcpay_request:cancel') resolve('cancel');
      else resolve('fail');
    });
  });
}
