/** How long after the app has started an answer no call took is kept (the first screen's time). */
const KEPT_AFTER_START_MS = 10_000;

const keyOf = (request: Request) => `${request.headers.get('Authorization') ?? ''} ${request.url}`;

/**
 * The first calls of a cold open, asked for by index.html's first module (src/start.ts) while the
 * app's code is still downloading: the answer to each GET is kept for the app's own call to the
 * same address with the same token, which takes it instead of asking again. Answers are kept only
 * for calls asked before the app starts (main.tsx), each is taken once, and those not taken are
 * dropped a little later. One per page (below); the tests make their own.
 */
export function createAskAhead() {
  let phase: 'before' | 'asking' | 'over' = 'before';
  const kept = new Map<string, Promise<Response | null>>();

  return {
    /**
     * The fetch under the app's API client: a GET asked ahead is answered from what it received
     * (unless the token was refused or no answer came: then it is asked again, so that the
     * session renews and a weak network gets its retry as usual). A refusal of the request
     * itself (a mistyped plate in a link) is taken like any answer.
     */
    fetchOrTakeAhead(
      request: Request,
      fetch: (request: Request) => Promise<Response>,
    ): Promise<Response> {
      // After the first screen, nothing is kept or left to take: every call goes straight out.
      if (request.method !== 'GET' || (phase !== 'asking' && kept.size === 0)) {
        return fetch(request);
      }
      const key = keyOf(request);
      const answer = kept.get(key);
      if (answer) {
        kept.delete(key);
        return answer.then((response) => response ?? fetch(request));
      }
      const response = fetch(request);
      if (phase === 'asking') {
        // Copied as the answer arrives, before the caller reads its body.
        kept.set(
          key,
          response.then(
            (received) => (received.status === 401 ? null : received.clone()),
            () => null,
          ),
        );
      }
      return response;
    },

    /** Asks the calls of `ask` ahead of the app; nothing once the app has started. */
    askAhead(ask: () => void): void {
      if (phase !== 'before') return;
      phase = 'asking';
      ask();
    },

    /** A call that waited for an earlier answer asks ahead only if the app has not started. */
    isAskingAhead: (): boolean => phase === 'asking',

    /** The app has started: its calls take the kept answers; none are kept from now on. */
    stopAskingAhead(): void {
      if (phase === 'over') return;
      phase = 'over';
      setTimeout(() => kept.clear(), KEPT_AFTER_START_MS);
    },
  };
}

export const { fetchOrTakeAhead, askAhead, isAskingAhead, stopAskingAhead } = createAskAhead();
