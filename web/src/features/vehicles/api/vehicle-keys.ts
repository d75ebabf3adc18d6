/** The member's cars; everything under `cars` goes stale when one is added or removed. */
export const vehicleKeys = {
  all: ['cars'] as const,
  list: ['cars', 'list'] as const,
  vehicles: ['cars', 'vehicles'] as const,
  records: (number: string) => ['cars', 'records', number] as const,
};
