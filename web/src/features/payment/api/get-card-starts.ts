import type { PayOrder } from '@dehong/api-spec';
import { addDays } from '@dehong/api-spec/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { payOrderKeys } from '@/lib/pay-order-keys';

/** When the card of a paid card order starts, per plate (null: not known here). */
export type CardStarts = ReadonlyMap<string, string | null>;

/**
 * The first day of the membership a paid card order bought, per plate (so that a card that
 * starts later is not called active): the member's vehicle list holds each plate's last day, and
 * the new membership is the last one, `duration` days long. A plate that is not among the member's
 * vehicles (a unit purchase) starts on the activation date, or after a running card of its own.
 */
export const cardStartsQueryOptions = (order: PayOrder) =>
  queryOptions({
    queryKey: payOrderKeys.cardStarts(order.payCode),
    queryFn: async (): Promise<CardStarts> => {
      const [vehicles, cards] = await Promise.all([api.listVehicles(), api.listVipCards()]);
      const duration = cards.find((card) => card.serial === order.goods)?.duration;
      return new Map(
        order.numbers.map((number) => {
          const expiry = vehicles.find((vehicle) => vehicle.number === number)?.expiry;
          return [number, expiry && duration ? addDays(expiry, 1 - duration) : null];
        }),
      );
    },
  });

export const useCardStarts = (order: PayOrder) => useQuery(cardStartsQueryOptions(order));
