import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlainDialog } from '@/components/plain-dialog';

/** The questions open now, each with what answers it "no" (closePlainConfirms). */
const open = new Set<() => void>();

/**
 * A yes/no question in the app's plain dialog (`components/plain-dialog.tsx`, antd-mobile
 * Dialog's look without antd-mobile); resolves true when the user confirms. For the screens owners
 * open cold: antd-mobile's `confirm` (`lib/dialog.ts`) first runs some 200 KB of its script, which
 * on the payment page held back the frame answering the Pay tap.
 */
export function plainConfirm(options: {
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const answer = (agreed: boolean) => {
      if (!open.delete(no)) return;
      root.unmount();
      host.remove();
      resolve(agreed);
    };
    const no = () => answer(false);
    open.add(no);
    root.render(
      <PlainDialog
        open
        title={options.title}
        actions={[
          { key: 'confirm', text: options.confirmText, bold: true, onClick: () => answer(true) },
          { key: 'cancel', text: options.cancelText, onClick: no },
        ]}
        onClose={no}
      >
        {options.content}
      </PlainDialog>,
    );
  });
}

/** Answers "no" to every question plainConfirm has open (a test's end, as closeDialogs). */
export function closePlainConfirms(): void {
  for (const no of [...open]) no();
}
