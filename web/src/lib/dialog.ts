import Dialog from 'antd-mobile/es/components/dialog';
import type { ReactNode } from 'react';
import { renderAntdPopupsWithCreateRoot } from './antd-render';

renderAntdPopupsWithCreateRoot();

/** A yes/no question; resolves true when the user confirms. */
export function confirm(options: {
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  return Dialog.confirm({ ...options, 'aria-label': options.title });
}
