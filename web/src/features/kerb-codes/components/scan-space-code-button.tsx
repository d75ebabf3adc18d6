import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './scan-button.module.css';

const CameraScanner = lazy(() => import('./camera-scanner'));

/**
 * "Scan the space's code": the chat app's scanner inside the chat app, else the phone's camera
 * (a photo where the camera cannot be used). What it reads opens only if it is one of the
 * operator's space codes; anything else goes to the warning. The scanners and the verifier load
 * at the tap.
 */
export function ScanSpaceCodeButton({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [camera, setCamera] = useState(false);

  const scan = () => {
    if (typeof window.WeixinJSBridge?.invoke === 'function') {
      void import('../scan-flow').then(({ scanInChatApp }) => scanInChatApp(navigate));
    } else {
      setCamera(true);
    }
  };

  return (
    <>
      <button type="button" className={styles.scan} onClick={scan}>
        {children}
      </button>
      {camera ? (
        // The camera stops when the scanner closes: it is not kept mounted.
        <Suspense fallback={null}>
          <CameraScanner
            onCancel={() => setCamera(false)}
            onCode={(text) => {
              setCamera(false);
              void import('../open-scanned').then(({ openScanned }) => openScanned(text, navigate));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
