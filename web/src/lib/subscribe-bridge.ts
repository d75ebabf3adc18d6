/**
 * The chat app's consent to subscription notices, through the same `window.WeixinJSBridge` as its
 * pay sheet: its JS-SDK calls it `requestSubscribeMessage`. The chat app, not the page, shows the
 * sheet and answers per template: `{ errMsg: 'requestSubscribeMessage:ok', [templateId]: 'accept'
 * | 'reject' }` (Cancel rejects them all). The app then keeps its own switch (attention/subscribe).
 */
export type SubscribeChoice = 'accept' | 'reject';

/** What the user answered: every template accepted, any rejected, or the bridge could not ask. */
export type SubscribeOutcome = 'accept' | 'reject' | 'fail';

interface SubscribeBridge {
  invoke(
    method: 'requestSubscribeMessage',
    request: { templateIds: string[] },
    callback: (result: { errMsg?: string; err_msg?: string } & Record<string, unknown>) => void,
  ): void;
}

/** The bridge when the page runs inside the chat app, else null (a plain browser asks nothing). */
export function subscribeBridge(): SubscribeBridge | null {
  const bridge: unknown = typeof window === 'undefined' ? undefined : window.WeixinJSBridge;
  return bridge && typeof (bridge as { invoke?: unknown }).invoke === 'function'
    ? (bridge as SubscribeBridge)
    : null;
}

/** Shows the chat app's subscribe sheet for `templateIds`; resolves with what the user did. */
export function requestSubscribeMessage(
  bridge: SubscribeBridge,
  templateIds: string[],
): Promise<SubscribeOutcome> {
  return new Promise((resolve) => {
    bridge.invoke('requestSubscribeMessage', { templateIds }, (result) => {
      const message = result.errMsg ?? result.err_msg ?? '';
      if (message !== 'requestSubscribeMessage:ok') resolve('fail');
      else resolve(templateIds.every((id) => result[id] === 'accept') ? 'accept' : 'reject');
    });
  });
}
