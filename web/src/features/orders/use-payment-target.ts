import { useSearchParams } from 'react-router-dom';
import { useDevicePayInfo } from './api/get-device-pay-info';
import { targetQuery } from './payment-target';

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
