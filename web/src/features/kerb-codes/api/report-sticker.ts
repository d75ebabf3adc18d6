import type { Schemas } from '@dehong/api-spec';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { kerbKeys } from './kerb-keys';

export type StickerReason = Schemas['StickerReason'];

export interface StickerReportDraft {
  reason: StickerReason;
  /** The text the scanner read (never opened). */
  code?: string;
  device?: string;
  position?: { lng: number; lat: number };
  photo?: string;
  note: string;
}

/** Sends a sticker report for the patrol; the member's list of reports shows it. */
export function useReportSticker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, code, device, position, photo, note }: StickerReportDraft) =>
      api.reportSticker({
        reason,
        ...(code ? { code } : {}),
        ...(device ? { device } : {}),
        ...(position ? { lng: position.lng, lat: position.lat } : {}),
        ...(photo ? { photo } : {}),
        ...(note ? { note } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kerbKeys.reports }),
  });
}
