import type { Response } from 'express';

/** Every answer of the API: `{ code, message, data }` (openapi.yaml, Envelope). */
export function sendEnvelope(
  res: Response,
  status: number,
  envelope: { code: number; message: string; data?: unknown },
): void {
  res.locals.envelopeCode = envelope.code;
  res.status(status).json(envelope);
}

export function sendOk(res: Response, data: unknown): void {
  sendEnvelope(
    res,
    200,
    data === undefined ? { code: 0, message: 'ok' } : { code: 0, message: 'ok', data },
  );
}
