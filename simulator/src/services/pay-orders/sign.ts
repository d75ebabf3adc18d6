import { createHash, timingSafeEqual } from 'node:crypto';

/** The simulated merchant's signing key (the bank and the chat platform share it). */
export const MERCHANT_KEY = 'dehongparkingsimulatormerchantkey2026';

export interface BridgeParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
}

/**
 * Uppercase hex MD5 of `appId=..&nonceStr=..&package=..&signType=MD5&timeStamp=..&key=<key>`,
 * the names in ASCII order (PayParams.paySign in openapi.yaml).
 */
const SIGNED: (keyof BridgeParams)[] = ['appId', 'nonceStr', 'package', 'signType', 'timeStamp'];

export function paySign(params: BridgeParams, key = MERCHANT_KEY): string {
  const text = SIGNED.map((name) => `${name}=${params[name]}`).join('&');
  return createHash('md5').update(`${text}&key=${key}`, 'utf8').digest('hex').toUpperCase();
}

export function isPaySignValid(params: BridgeParams, signature: string): boolean {
  const expected = Buffer.from(paySign(params));
  const given = Buffer.from(String(signature).toUpperCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
