import Dialog, { type DialogProps } from 'antd-mobile/es/components/dialog';
import type { FC, ReactNode } from 'react';
import { renderAntdPopupsWithCreateRoot } from './antd-render';
import { closePlainConfirms } from './plain-confirm';

/** A message the user acknowledges; resolves when they do. */
export function alert(options: {
  title: string;
  content: ReactNode;
  confirmText: string;
}): Promise<void> {
  renderAntdPopupsWithCreateRoot();
  return Dialog.alert({ ...options, 'aria-label': options.title });
}

/** A yes/no question; resolves true when the user confirms. */
export function confirm(options: {
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  renderAntdPopupsWithCreateRoot();
  return Dialog.confirm({ ...options, 'aria-label': options.title });
}

/** Closes every dialog `alert` and `confirm` opened (and `plainConfirm`'s, answering no). */
export function closeDialogs(): void {
  Dialog.clear();
  closePlainConfirms();
}

/**
 * antd-mobile's declarative dialog, `<DialogBox visible={open} ...>`, for dialogs with state of
 * their own (a form inside): it renders in the component tree, so it needs no renderer. Give it
 * `aria-label={title}`. Without the imperative methods: those are `alert` and `confirm` above.
 */
export const DialogBox: FC<DialogProps> = Dialog;
