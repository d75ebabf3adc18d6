import { FAIL_TOAST_MS } from '@dehong/api-spec/domain';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';
import type * as ToastShow from './toast-show';

const DEFAULT_TOAST_MS = 2000;

// What shows the messages (toast-show.ts) loads with the first one, not with the page; messages
// show in the order they were asked for (one pending load, callbacks in order).
let shown: Promise<typeof ToastShow> | undefined;
const withToast = <T>(use: (toast: typeof ToastShow) => T | PromiseLike<T>): Promise<T> =>
  (shown ??= import('./toast-show')).then(use);

const show = (props: ToastShowProps) => void withToast((toast) => toast.show(props));

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
  countdown: (seconds: number, render: (secondsLeft: number) => string): Promise<void> =>
    withToast((toast) => toast.countdown(seconds, render)),
  /** Closes the message on screen, if any. */
  clear(): void {
    if (shown) void withToast((toast) => toast.clear());
  },
};
