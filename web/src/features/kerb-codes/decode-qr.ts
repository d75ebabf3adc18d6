import jsQR from 'jsqr';

/** Big enough for a code across a phone's camera frame, small enough to decode many a second. */
const MAX_SIDE = 800;

/**
 * The text of the QR code in a picture (a camera frame, a photo), or null: jsQR, the decoder the
 * fake chat platform's scan sheet uses too. `canvas` is reused between frames.
 */
export function decodeQr(
  picture: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
): string | null {
  if (width === 0 || height === 0) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(picture, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return (
    jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })?.data ??
    null
  );
}

/** The text of the QR code in a photo the owner chose, or null. */
export async function decodePhoto(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return decodeQr(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
