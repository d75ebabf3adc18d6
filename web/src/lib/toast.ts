import { FAIL_TOAST_MS } from '@dehong/api-spec/domain';
import type Toast from 'antd-mobile/es/components/toast';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';
import { liveRegion } from './live-region';

const DEFAULT_TOAST_MS = 2000;

// The toast (and the animation library under it) loads with the first message, not with the page.
let toastApi: Promise<{ api: typeof Toast; setRender: () => void }> | undefined;
const loadToast = () =>
  (toastApi ??= Promise.all([
    import('antd-mobile/es/components/toast'),
    import('./antd-render'),
  ]).then(([toastModule, render]) => ({
    api: toastModule.default,
    setRender: render.renderAntdPopupsWithCreateRoot,
  })));

/**
 * Runs `use` with antd-mobile's toast once it has loaded, its renderer set (antd-render.ts).
 * Messages show in the order they were asked for (one pending load, callbacks in order).
 */
function withToast<T>(use: (api: typeof Toast) => T): Promise<T> {
  return loadToast().then(({ api, setRender }) => {
    setRender();
    return use(api);
  });
}

/**
 * Shows the toast inside a live region (live-region.ts): a screen reader says it, a failure at
 * once, other news when it is free.
 */
function show(props: ToastShowProps): void {
  const urgent = props.icon === 'fail';
  void withToast((api) => api.show({ ...props, getContainer: () => liveRegion(urgent) }));
}

/** Every toast the app shows goes through here, so durations and icons stay consistent. */
export const toast = {
  success(content: string, durationMs = DEFAULT_TOAST_MS): void {
    show({ icon: 'success', content, duration: durationMs });
  },
  /** A plain message without an icon ("coming soon"). */
  info(content: string, durationMs = DEFAULT_TOAST_MS): void {
    show({ content, duration: durationMs });
  },
  fail(content: string, durationMs = DEFAULT_TOAST_MS): void {
    show({ icon: 'fail', content, duration: durationMs });
  },
  /** Login failures stay 3 seconds (spec section 8). */
  failLong(content: string): void {
    show({ icon: 'fail', content, duration: FAIL_TOAST_MS });
  },
  /**
   * Counts down in a toast, one step per second (`render(3)`, `render(2)`, `render(1)`), and
   * resolves when the count reaches zero.
   */
  async countdown(seconds: number, render: (secondsLeft: number) => string): Promise<void> {
    const step = (left: number) =>
      withToast((api) =>
        api.show({
          content: render(left),
          duration: 0,
          maskClickable: false,
          getContainer: () => liveRegion(false),
        }),
      );
    const handler = await step(seconds);
    return new Promise((resolve) => {
      let left = seconds;
      const timer = setInterval(() => {
        left -= 1;
        if (left > 0) {
          void step(left);
          return;
        }
        clearInterval(timer);
        handler.close();
        resolve();
      }, 1000);
    });
  },
  /** Closes the message on screen, if any. */
  clear(): void {
    if (toastApi) void withToast((api) => api.clear());
  },
};
