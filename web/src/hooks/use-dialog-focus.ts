import { useEffect } from 'react';
import { takeFocus } from '@/lib/dialog-focus';

/**
 * While `open`, the dialog named `label` has the focus; when it closes (or goes), the focus is
 * back where it was (lib/dialog-focus.ts).
 */
export function useDialogFocus(open: boolean, label: string): void {
  useEffect(() => (open ? takeFocus(label) : undefined), [open, label]);
}
