import Toast, { type ToastShowProps } from 'antd-mobile/es/components/toast';
import { renderAntdPopupsWithCreateRoot } from './antd-render';
import { liveRegion } from './live-region';

/*
 * What toast.ts shows its messages with, loaded with the first message (antd-mobile's toast and
 * the animation library under it come with it, not with the page). Each message shows inside a
 * live region (live-region.ts): a screen reader says it, a failure at once, other news when it is
 * free.
 */

export function show(props: ToastShowProps): void {
  renderAntdPopupsWithCreateRoot();
  const urgent = props.icon === 'fail';
  Toast.show({ ...props, getContainer: () => liveRegion(urgent) });
}

/** Counts down in a toast, one step per second, and resolves when the count reaches zero. */
export function countdown(seconds: number, render: (secondsLeft: number) => string): Promise<void> {
  const step = (left: number) => {
    renderAntdPopupsWithCreateRoot();
    return Toast.show({
      content: render(left),
      duration: 0,
      maskClickable: false,
      getContainer: () => liveRegion(false),
    });
  };
  const handler = step(seconds);
  return new Promise((resolve) => {
    let left = seconds;
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
}

export const clear = () => Toast.clear();
