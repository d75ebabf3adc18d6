import { readKerbCode } from '@dehong/api-spec/kerb-codes';
import type { NavigateFunction } from 'react-router-dom';
import { paths } from '@/config/paths';

/** What the warning screen is told about a code the app will not open (router state). */
export interface KerbWarningState {
  /** The text the scanner read, shown as text, never as a link. */
  code: string;
  kind: 'foreign' | 'forged';
  /** The space a forged code names, when it names one. */
  device: string | null;
}

export const isKerbWarningState = (value: unknown): value is KerbWarningState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KerbWarningState).code === 'string' &&
  ((value as KerbWarningState).kind === 'foreign' || (value as KerbWarningState).kind === 'forged');

/**
 * Opens what a scanner read, if it is one of the operator's space codes for this app (signed, or
 * an older sign with the device alone, which the kerb page then flags); anything else goes to the
 * full-screen warning with nothing to pay, never to the address it names.
 */
export function openScanned(text: string, navigate: NavigateFunction): void {
  const reading = readKerbCode(text, window.location.origin);
  if (reading.kind === 'signed' || reading.kind === 'unsigned') {
    void navigate(reading.link);
    return;
  }
  const state: KerbWarningState = {
    code: text,
    kind: reading.kind,
    device: reading.kind === 'forged' ? reading.device : null,
  };
  void navigate(paths.kerbWarning.href(), { state });
}
