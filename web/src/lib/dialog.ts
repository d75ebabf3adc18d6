import Dialog from 'antd-mobile/es/components/dialog';
import type { ReactNode } from 'react';
import { renderAntdPopupsWithCreateRoot } from './antd-render';

renderAntdPopupsWithCreateRoot();

/** A message the user acknowledges; resolves when they do. */
export function alert(options: {
  title: string;
  content: ReactNode;
  confirmText: string;
}): Promise<void> {
  return Dialog.alert({ ...options, 'aria-label': options.title });
}

/** A yes/no question; resolves true when the user confirms. */
export function confirm(options: {
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  return Dialog.confirm({ ...options, 'aria-label': options.title });
}
