import type { NavigateFunction } from 'react-router-dom';
import { i18n } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { openScanned } from './open-scanned';
import { chatScanner, scanWithChatApp } from './scan-bridge';

/*
 * What a scan through the chat app needs beyond the button, loaded at the tap: its scanner and the
 * code verifier (Ed25519). The phone's camera scanner (with its QR decoder, some 45 KB) is another
 * chunk: inside the chat app it is never needed.
 */

/**
 * A scan through the chat app's own scanner: what it read is opened only if it is one of the
 * operator's space codes. A cancel does nothing; a failure says so.
 */
export async function scanInChatApp(navigate: NavigateFunction): Promise<void> {
  const bridge = chatScanner();
  if (!bridge) return;
  const result = await scanWithChatApp(bridge);
  if (result.kind === 'read') openScanned(result.text, navigate);
  else if (result.kind === 'failed') {
    await i18n.loadNamespaces('kerb');
    toast.fail(i18n.t('kerb:scanner.failed'));
  }
}
