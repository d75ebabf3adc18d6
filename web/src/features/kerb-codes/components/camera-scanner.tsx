import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainDialog } from '@/components/plain-dialog';
import { decodePhoto, decodeQr } from '../decode-qr';
import styles from './kerb.module.css';

/** A frame is read at most this often: enough to catch a code, not a whole core on a cheap phone. */
const FRAME_INTERVAL_MS = 150;

type CameraState = 'starting' | 'on' | 'unavailable';

/**
 * The phone's camera outside the chat app: frames are read by the same QR decoder as a photo
 * (jsQR); where the camera cannot be used (no permission, no camera, a plain-http page) the owner
 * chooses a photo of the code instead. The first code read ends the scan.
 */
export default function CameraScanner({
  onCode,
  onCancel,
}: {
  onCode: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('kerb');
  const video = useRef<HTMLVideoElement>(null);
  // No camera API at all (a plain-http page, an old browser): the photo from the start.
  const [camera, setCamera] = useState<CameraState>(() =>
    typeof navigator.mediaDevices?.getUserMedia === 'function' ? 'starting' : 'unavailable',
  );
  const [noCode, setNoCode] = useState(false);
  // The latest callback, for the camera loop started once.
  const found = useEffectEvent(onCode);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let frame = 0;
    let stopped = false;
    let lastRead = 0;
    const canvas = document.createElement('canvas');
    const read = (time: number) => {
      const element = video.current;
      if (stopped || !element) return;
      if (time - lastRead >= FRAME_INTERVAL_MS && element.readyState >= 2) {
        lastRead = time;
        const text = decodeQr(element, element.videoWidth, element.videoHeight, canvas);
        if (text !== null) {
          stopped = true;
          found(text);
          return;
        }
      }
      frame = requestAnimationFrame(read);
    };
    const media = navigator.mediaDevices;
    if (typeof media?.getUserMedia !== 'function') return;
    media
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        setCamera('on');
        frame = requestAnimationFrame(read);
      })
      .catch(() => {
        if (!stopped) setCamera('unavailable');
      });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const readPhoto = (file: File) => {
    setNoCode(false);
    decodePhoto(file)
      .then((text) => (text === null ? setNoCode(true) : onCode(text)))
      .catch(() => setNoCode(true));
  };

  return (
    <PlainDialog
      open
      title={t('scanner.title')}
      onClose={onCancel}
      actions={[{ key: 'cancel', text: t('scanner.cancel'), onClick: onCancel }]}
    >
      <div className={styles.camera}>
        <video
          ref={video}
          className={styles.video}
          muted
          playsInline
          aria-hidden={camera !== 'on'}
          hidden={camera === 'unavailable'}
        />
        <p className={styles.cameraHint} role="status">
          {camera === 'unavailable' ? t('scanner.noCamera') : t('scanner.hint')}
        </p>
        {noCode ? (
          <p className={styles.cameraError} role="alert">
            {t('scanner.noCode')}
          </p>
        ) : null}
        <label className={styles.photoButton}>
          {t('scanner.photo')}
          <input
            className={styles.visuallyHidden}
            type="file"
            accept="image/*"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) readPhoto(file);
            }}
          />
        </label>
      </div>
    </PlainDialog>
  );
}
