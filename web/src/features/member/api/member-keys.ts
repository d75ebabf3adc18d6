/** The signed-in member's query keys; everything under `member` goes stale when the member changes. */
export const memberKeys = {
  all: ['member'] as const,
  info: ['member', 'info'] as const,
  funds: ['member', 'funds'] as const,
  integral: ['member', 'integral'] as const,
  messages: ['member', 'messages'] as const,
};
