/** The query keys of the member's disputes. */
export const disputeKeys = {
  all: ['disputes'] as const,
  list: ['disputes', 'list'] as const,
};
