import { sharedKeys } from '@/lib/query-keys';

/** The signed-in member's query keys; everything under `member` goes stale when the member changes. */
export const memberKeys = {
  all: sharedKeys.member,
  info: [...sharedKeys.member, 'info'] as const,
  funds: [...sharedKeys.member, 'funds'] as const,
  integral: [...sharedKeys.member, 'integral'] as const,
  messages: [...sharedKeys.member, 'messages'] as const,
  closePreview: [...sharedKeys.member, 'close-preview'] as const,
};
