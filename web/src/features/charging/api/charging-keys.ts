/** Charging queries; everything under `charging` goes stale when charging starts or stops. */
export const chargingKeys = {
  all: ['charging'] as const,
  stations: ['charging', 'stations'] as const,
  equipment: (station: string) => ['charging', 'equipment', station] as const,
  orders: ['charging', 'orders'] as const,
  order: (serial: string) => ['charging', 'order', serial] as const,
  status: (serial: string) => ['charging', 'status', serial] as const,
};
