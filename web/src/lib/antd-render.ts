import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile 5 renders its imperative pop-ups (Toast.show, Dialog.confirm) with React 18's
 * legacy `render`, which React 19 removed: without this they silently show nothing
 * (https://mobile.ant.design/guide/v5-for-19). Called by the modules that open such pop-ups,
 * before their first one, so that the home page does not load it.
 */
export function renderAntdPopupsWithCreateRoot(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Unmounting while React is still rendering the pop-up's own update warns; wait a tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
