import { MAP_CENTER } from '@dehong/api-spec/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** How far from the city centre the services page looks for the operator's halls, in metres. */
const HALLS_RADIUS_M = 50_000;

/** The operator's service halls, nearest to the city centre first. */
export const serviceHallsQueryOptions = () =>
  queryOptions({
    queryKey: ['service-halls'],
    queryFn: () =>
      api.listNearbyOrgs({ lng: MAP_CENTER.lng, lat: MAP_CENTER.lat, radius: HALLS_RADIUS_M }),
    staleTime: 5 * 60_000,
  });

export const useServiceHalls = () => useQuery(serviceHallsQueryOptions());
