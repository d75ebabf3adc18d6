import { useQuery } from '@tanstack/react-query';
import { useDueRenewals } from '@/features/home/use-due-renewals';
import { vehiclesQueryOptions } from '@/features/vehicles/api/get-vehicles';
import { api } from '@/lib/api';

/** The signed-in member's plates whose membership ends within 7 days; none for a visitor. */
export function useMemberDueRenewals() {
  const vehicles = useQuery({ ...vehiclesQueryOptions(), enabled: api.session.isLoggedIn }).data;
  return useDueRenewals(vehicles);
}
