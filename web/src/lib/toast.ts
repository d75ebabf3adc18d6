import { FAIL_TOAST_MS } from '@dehong/api-spec/domain';
import type Toast from 'antd-mobile/es/components/toast';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

const DEFAULT_TOAST_MS = 2000;

// The toast (and the animation library under it) loads with the first message, not with the page.
let toastApi: Promise<typeof Toast> | undefined;
const loadToast = () =>
  (toastApi ??= Promise.all([
    import('antd-mobile/es/components/toast'),
    import('./antd-render'),
  ]).then(([toastModule, render]) => {
    render.renderAntdPopupsWithCreateRoot();
    return toastModule.default;
  }));

/** Messages show in the order they were asked for (one pending load, callbacks in order). */
function show(props: ToastShowProps): void {
  void loadToast().then((toast) => toast.show(props));
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
    const api = await loadToast();
    const step = (left: number) =>
      api.show({ content: render(left), duration: 0, maskClickable: false });
    return new Promise((resolve) => {
      let left = seconds;
      const handler = step(left);
      const timer = setInterval(() => {
        left -= 1;
        if (left > 0) {
          step(left);
          return;
        }
        clearInterval(timer);
        handler.close();
        resolve();
      }, 1000);
    });
  },
};
