import type { StickerReason } from './api/report-sticker';

/** What the report page is told of what the owner met (router state), beside `d` in its URL. */
export interface ReportContext {
  reason: StickerReason;
  /** The text read from the sticker ('' when the report is about a space, not a code read). */
  code: string;
}

const REASONS: readonly StickerReason[] = ['foreign', 'forged', 'unsigned', 'other'];

export function reportContextOf(state: unknown): ReportContext | null {
  if (typeof state !== 'object' || state === null) return null;
  const { reason, code } = state as Partial<ReportContext>;
  return REASONS.includes(reason as StickerReason) && typeof code === 'string'
    ? { reason: reason as StickerReason, code }
    : null;
}
