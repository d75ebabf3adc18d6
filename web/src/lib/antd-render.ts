import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/** antd-mobile's own renderer: React 18's legacy `render`, which React 19 removed. */
const antdOwnRender = unstableSetRender();

function renderWithCreateRoot(node: ReactElement, container: Element | DocumentFragment) {
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
}

/**
 * antd-mobile 5 renders its imperative pop-ups (Toast.show, Dialog.confirm...) with React 18's
 * legacy `render`: on React 19 they show nothing and throw "unmountComponentAtNode is not a
 * function" (https://mobile.ant.design/guide/v5-for-19). The modules of this folder that open
 * such pop-ups call this before each one (it only sets a function), rather than once at start-up,
 * so that the home page does not load them; which is why no pop-up opens from anywhere else.
 */
export function renderAntdPopupsWithCreateRoot(): void {
  unstableSetRender(renderWithCreateRoot);
}

/**
 * Puts antd-mobile's own renderer back. The tests call it after each test, so that every test's
 * pop-ups start from what a fresh page has: one opened past this folder fails in any test, not
 * only in the first of a worker.
 */
export function restoreAntdOwnRender(): void {
  unstableSetRender(antdOwnRender);
}
