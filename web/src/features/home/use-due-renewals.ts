import type { Vehicle } from '@dehong/api-spec';
import { useEffect, useMemo, useState } from 'react';
import type { DueRenewal, dueRenewals } from './due-renewals';

const NONE: readonly DueRenewal[] = [];

/**
 * The member's plates whose membership ends within 7 days (due-renewals.ts). The rule's code, with
 * China's calendar under it, loads only once the plates show a membership that can end: home's
 * first screen does not wait for it, and a member without a card never loads it.
 */
export function useDueRenewals(vehicles: readonly Vehicle[] | undefined): readonly DueRenewal[] {
  const [rule, setRule] = useState<typeof dueRenewals | null>(null);
  const needed = !!vehicles?.some((vehicle) => vehicle.expiry);
  useEffect(() => {
    if (!needed || rule) return;
    let current = true;
    void import('./due-renewals').then((module) => {
      if (current) setRule(() => module.dueRenewals);
    });
    return () => {
      current = false;
    };
  }, [needed, rule]);
  return useMemo(
    () => (needed && rule && vehicles ? rule(vehicles) : NONE),
    [needed, rule, vehicles],
  );
}
