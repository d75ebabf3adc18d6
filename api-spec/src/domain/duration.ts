export interface DurationParts {
  hours: number;
  minutes: number;
}

/**
 * Parking duration for display (spec section 3): under 60 minutes in minutes alone (hours 0),
 * otherwise hours and minutes. The app words it through its message catalogue.
 */
export function durationParts(totalMinutes: number): DurationParts {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  if (minutes < 60) return { hours: 0, minutes };
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
