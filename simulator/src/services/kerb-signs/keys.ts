/**
 * The operator's private keys for space codes, by key id: the demo's own, whose public halves the
 * app trusts (`KERB_CODE_KEYS` in @dehong/api-spec/kerb-codes). A real operator keeps its keys in
 * a signing service and never in code; these exist so the demo can print signs the app accepts.
 */
const DEMO_SECRETS: Readonly<Record<string, string>> = {
  dh2026: '479b1cac13f4be7adb57724357f6cbbf08511bd530761fac6d5a33ec00e3b1eb',
  dh2027: 'a4d3a76adbed04b95f8a22a968dfb2664a5340755a0242cbb8f8050ce17e9d83',
};

/** The key new signs are printed with. */
export const CURRENT_KEY_ID = 'dh2026';

export const SIGNING_KEY_IDS = Object.keys(DEMO_SECRETS);

/**
 * A key no operator holds: the fake scan sheet's forged sticker is signed with it under the
 * operator's key id, as a forger who copied the code's shape would.
 */
export const FORGER_SECRET = '601bce9ecff426310c6d67e2b09c340a8417ce4244a654e40053c5cecf47a9f1';

export const secretBytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

/** The private key of `keyId`, or undefined for a key id the operator does not hold. */
export function signingKey(keyId: string): Uint8Array | undefined {
  return Object.hasOwn(DEMO_SECRETS, keyId) ? secretBytes(DEMO_SECRETS[keyId]!) : undefined;
}
