import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './plain-dialog.module.css';

export interface PlainDialogAction {
  key: string;
  text: string;
  /** The answer the dialog suggests, in bold. */
  bold?: boolean;
  onClick: () => void;
}

/**
 * Safari before 15.4 (in the build's targets) has no <dialog>: there it shows as an overlay that
 * is not modal (no focus trap, no Escape), rather than throwing.
 */
function show(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  // The dialog itself, so that its title and text are read first (showModal alone would focus
  // the first button in older browsers).
  dialog.focus();
}

/**
 * A modal dialog in plain markup with antd-mobile Dialog's look (centred card, bold title, one
 * action a row), for the screens owners open cold: the payment page's guide is its first content
 * and would wait for antd-mobile's chunk (some 70 KB gzip) and its opening animation. It is a
 * native <dialog> shown with showModal(): the browser moves the focus in and keeps it there, makes
 * the rest of the page inert and turns Escape into `cancel`; closed, it gives the focus back to
 * where it was. The page behind does not scroll (the stylesheet). Escape closes it only when there
 * is an `onClose` (a question that must be answered has none).
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
  const dialog = useRef<HTMLDialogElement>(null);

  // Before the first paint: the guide is the payment page's largest content (its LCP).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    show(element);
    return () => {
      // Closed first: the opener is inert while the dialog is modal.
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      // A question that must be answered is not closed by Escape or Android's back (Chrome 134+).
      closedby={onClose ? undefined : 'none'}
      className={styles.root}
      onCancel={(event) => {
        // `open` decides: the browser does not close it on its own.
        event.preventDefault();
        onClose?.();
      }}
      onClose={() => {
        // Closed by the browser all the same (it lets a page refuse a close request only after a
        // tap since the last one: Chrome 120-133's Escape or back with no tap yet): still open here.
        if (dialog.current && !dialog.current.open) show(dialog.current);
      }}
    >
      <div className={styles.mask} aria-hidden="true" />
      <div className={styles.card}>
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
    </dialog>,
    document.body,
  );
}
