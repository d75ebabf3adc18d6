import type { Vehicle } from '@dehong/api-spec';
import { chinaDate, renewalDaysLeft } from '@dehong/api-spec/domain';

/** The renewal link of spec section 2: the card purchase with the plate and the yearly card. */
export const RENEWAL_VIP_INDEX = 3;

export interface DueRenewal {
  number: string;
  service: string;
  expiry: string;
  daysLeft: number;
}

/** The member's plates whose membership ends within 7 days, soonest first. */
export function dueRenewals(vehicles: readonly Vehicle[], today: string = chinaDate()) {
  return vehicles
    .flatMap((vehicle): DueRenewal[] => {
      const daysLeft = renewalDaysLeft(vehicle.expiry, today);
      return daysLeft === null || !vehicle.expiry
        ? []
        : [
            {
              number: vehicle.number,
              service: vehicle.service ?? '',
              expiry: vehicle.expiry,
              daysLeft,
            },
          ];
    })
    .sort((a, b) => a.daysLeft - b.daysLeft);
}
