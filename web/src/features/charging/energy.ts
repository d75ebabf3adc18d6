/** Watt-hours as the kWh a driver reads, two decimals: 12345 -> "12.35". */
export function kwh(wattHours: number): string {
  return (Math.round(wattHours / 10) / 100).toFixed(2);
}
