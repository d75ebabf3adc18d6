import Dialog, { type DialogProps } from 'antd-mobile/es/components/dialog';
import { type ReactNode, useEffect } from 'react';
import { renderAntdPopupsWithCreateRoot } from './antd-render';
import { closePlainConfirms } from './plain-confirm';
import { takeFocus } from './dialog-focus';

/** A message the user acknowledges; resolves when they do. */
export function alert(options: {
  title: string;
  content: ReactNode;
  confirmText: string;
}): Promise<void> {
  renderAntdPopupsWithCreateRoot();
  const giveBack = takeFocus(options.title);
  return Dialog.alert({ ...options, 'aria-label': options.title }).finally(giveBack);
}

/** A yes/no question; resolves true when the user confirms. */
export function confirm(options: {
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  renderAntdPopupsWithCreateRoot();
  const giveBack = takeFocus(options.title);
  return Dialog.confirm({ ...options, 'aria-label': options.title }).finally(giveBack);
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
 * The focus moves into it when it shows and back when it goes (dialog-focus.ts).
 */
export function DialogBox(props: DialogProps) {
  const label = props['aria-label'] ?? '';
  const { visible = false } = props;
  useEffect(() => (visible ? takeFocus(label) : undefined), [visible, label]);
  return <Dialog {...props} />;
}
