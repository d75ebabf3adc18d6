import { MAP_CENTER } from '@dehong/api-spec/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chargingKeys } from './charging-keys';

/** The most stations the API gives a page; Dehong has far fewer. */
const PAGE_SIZE = 50;

/** The charging stations, nearest to the city centre first. */
export const stationsQueryOptions = () =>
  queryOptions({
    queryKey: chargingKeys.stations,
    queryFn: async () =>
      (
        await api.listChargeStations({
          lng: MAP_CENTER.lng,
          lat: MAP_CENTER.lat,
          page: 1,
          pageSize: PAGE_SIZE,
        })
      ).list,
  });

export const useStations = () => useQuery(stationsQueryOptions());
