import { type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type * as ScanFlowModule from '../scan-flow';
import styles from './scan-button.module.css';

type ScanFlow = typeof ScanFlowModule;

/**
 * "Scan the space's code": the chat app's scanner inside the chat app, else the phone's camera
 * (a photo where the camera cannot be used). What it reads opens only if it is one of the
 * operator's space codes; anything else goes to the warning. The scanners and the verifier load
 * at the tap: home's first screen carries this button alone.
 */
export function ScanSpaceCodeButton({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  /** The loaded flow while the phone's camera scanner is open. */
  const [camera, setCamera] = useState<ScanFlow | null>(null);

  const scan = () =>
    void import('../scan-flow').then((flow) =>
      typeof window.WeixinJSBridge?.invoke === 'function'
        ? flow.scanInChatApp(navigate)
        : setCamera(flow),
    );

  return (
    <>
      <button type="button" className={styles.scan} onClick={scan}>
        {children}
      </button>
      {camera ? (
        // Its words may still be on their way (from home): nothing shows until they are here.
        <Suspense fallback={null}>
          <camera.CameraScanner
            onCancel={() => setCamera(null)}
            onCode={(text) => {
              setCamera(null);
              camera.openScanned(text, navigate);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
