import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from '@/lib/after-next-paint';
import styles from './plain-dialog.module.css';

export interface PlainDialogAction {
  key: string;
  text: string;
  /** The answer the dialog suggests, in bold. */
  bold?: boolean;
  onClick: () => void;
}

/**
 * A modal dialog in plain markup with antd-mobile Dialog's look (centred card, bold title, one
 * action a row), for the screens owners open cold: the payment page's guide is its first content
 * and would wait for antd-mobile's chunk (some 70 KB gzip) and its opening animation. It takes the
 * focus when it opens and keeps it inside (Tab wraps) until it closes, then gives it back; the page
 * behind does not scroll. Escape closes it only when there is an `onClose` (a question that must be
 * answered has none).
 */
export function PlainDialog({
  open,
  title,
  actions,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  actions: readonly PlainDialogAction[];
  onClose?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // focus() lays the page out at once. Right after the render that opened the dialog, that is
    // the first layout of the page with the dialog in it, added to the task that runs the page's
    // effects; once the frame is painted the layout is done and the focus costs nothing.
    const cancelFocus = afterNextPaint(() => box.current?.focus());
    return () => {
      cancelFocus();
      document.body.style.overflow = overflow;
      if (before?.isConnected) before.focus();
    };
  }, [open]);

  // Escape works from the moment the dialog shows, before the focus has moved into it.
  useEffect(() => {
    if (!open || !onClose) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  if (!open) return null;

  const keepFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const buttons = box.current?.querySelectorAll<HTMLElement>('button, a[href], input');
    const first = buttons?.item(0);
    const last = buttons?.item(buttons.length - 1);
    if (!first || !last) return;
    const onEdge = event.shiftKey
      ? document.activeElement === first || document.activeElement === box.current
      : document.activeElement === last;
    if (!onEdge) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  };

  return createPortal(
    <div className={styles.root}>
      <div className={styles.mask} aria-hidden="true" />
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={keepFocus}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.content}>
          {children}
        </div>
        <div className={styles.actions}>
          {actions.map((action) => (
            <button
              key={action.key}
              type="button"
              className={action.bold ? `${styles.action} ${styles.bold}` : styles.action}
              onClick={action.onClick}
            >
              {action.text}
            </button>
          ))}
        </div>
      </div>
    </div>,
    document.body,
  );
}
