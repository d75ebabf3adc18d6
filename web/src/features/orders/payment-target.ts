import type { Api, AreaCode, PlateType } from '@dehong/api-spec';
import { AREAS, PLATE_TYPES, guessPlateType } from '@dehong/api-spec/domain';
import type { PlateQuery } from './api/plate-query';

// Apart from the hook (use-payment-target.ts): the first module a cold open runs reads them too
// (src/start.ts), before the router's code has arrived.

export const PLATE_TYPE_TABS = [
  PLATE_TYPES.blue,
  PLATE_TYPES.newEnergy,
  PLATE_TYPES.yellow,
  PLATE_TYPES.temporary,
] as const;

export const plateTypeOf = (value: string | null): PlateType | null =>
  PLATE_TYPE_TABS.find((type) => String(type) === value) ?? null;

const areaOf = (value: string | null): AreaCode | null =>
  Object.values(AREAS).find((code) => code === value) ?? null;

/**
 * The plate query a payment link names by itself (`carNumber`, no scanned device `d`): what the
 * page will ask about, known before its code has arrived. As `usePaymentTarget` reads it.
 */
export function linkedPlateQuery(search: URLSearchParams): PlateQuery | null {
  const plate = search.get('carNumber');
  if (!plate || search.has('d')) return null;
  return {
    number: plate,
    plateType: plateTypeOf(search.get('plateType')) ?? guessPlateType(plate),
    code: areaOf(search.get('code')) ?? AREAS.all,
  };
}

type DeviceInfo = Awaited<ReturnType<Api['getDevicePayInfo']>>;

/**
 * The plate query of a payment link once its scanned device (if any) has answered: the plate in
 * the link, else the one the device saw; its type from the link, else the device's, else guessed.
 */
export function targetQuery(search: URLSearchParams, device: DeviceInfo | null): PlateQuery {
  const seenPlate = device && !device.noplate ? device.number : null;
  const plate = search.get('carNumber') ?? seenPlate ?? '';
  return {
    number: plate,
    plateType:
      plateTypeOf(search.get('plateType')) ??
      (plate === seenPlate ? device?.plateType : null) ??
      guessPlateType(plate),
    code: areaOf(search.get('code')) ?? AREAS.all,
  };
}
