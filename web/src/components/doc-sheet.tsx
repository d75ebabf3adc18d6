import { lazy, type ReactNode } from 'react';
import { LoadedWhenOpened } from './loaded-when-opened';
import { NavBar } from './nav-bar';
import styles from './doc-sheet.module.css';
import { useDialogFocus } from '@/hooks/use-dialog-focus';

// The pop-up (with antd-mobile's animation library under it) loads when a sheet first opens: the
// home screen shows two closed sheets and needs none of it to paint.
const Popup = lazy(() => import('antd-mobile/es/components/popup'));

/**
 * A page opened over the current screen (a news article, customer service): the whole screen,
 * with the app's navigation bar and its back arrow, which closes it and leaves the owner where
 * they were. `lang`: the language of the title when it is operator text.
 */
export function DocSheet({
  open,
  title,
  lang,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  lang?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  useDialogFocus(open, title);
  return (
    <LoadedWhenOpened open={open}>
      <Popup
        visible={open}
        position="right"
        onClose={onClose}
        bodyClassName={styles.sheet}
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-label={title} className={styles.frame}>
          <NavBar title={title} heading="h2" lang={lang} onBack={onClose} />
          <div className={styles.body}>{children}</div>
        </div>
      </Popup>
    </LoadedWhenOpened>
  );
}
