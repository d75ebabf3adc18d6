import type { AreaCode, PlateType } from '@dehong/api-spec';
import { AREAS, PLATE_TYPES, guessPlateType } from '@dehong/api-spec/domain';
import { useSearchParams } from 'react-router-dom';
import { useDevicePayInfo } from './api/get-device-pay-info';
import type { PlateQuery } from './api/plate-query';

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

type DeviceInfo = NonNullable<ReturnType<typeof useDevicePayInfo>['data']>;

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

/**
 * What the payment page is about, kept in its URL (`carNumber`, `plateType`, `code`, `d`) so that
 * a reload or a shared link shows the same: the plate (by default the one the scanned device saw),
 * its type, the area, and the device.
 */
export function usePaymentTarget() {
  const [search, setSearch] = useSearchParams();
  const deviceCode = search.get('d');
  const deviceInfo = useDevicePayInfo(deviceCode);
  const device = deviceCode && deviceInfo.data ? deviceInfo.data : null;
  const seenPlate = device && !device.noplate ? device.number : null;

  const query = targetQuery(search, device);
  const { number: plate, plateType, code: area } = query;

  /** Changes the URL in place (`null` removes a parameter). */
  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  return { deviceCode, deviceInfo, device, seenPlate, plate, plateType, area, query, update };
}
