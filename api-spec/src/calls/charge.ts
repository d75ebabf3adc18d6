import { type ApiClient, unwrap } from '../client';
import type { QueryOf } from '../types';

const bySerial = (serial: string) => ({ params: { path: { serial } } });

export function chargeCalls(client: ApiClient) {
  return {
    listChargeStations: (query: QueryOf<'/charge/v1/api/station/list'> = {}) =>
      unwrap(client.GET('/charge/v1/api/station/list', { params: { query } })),
    listChargeEquipment: (serial: string) =>
      unwrap(client.GET('/charge/v1/api/station/{serial}/equipment', bySerial(serial))),
    listChargeOrders: (query: QueryOf<'/charge/v1/api/order/list'> = {}) =>
      unwrap(client.GET('/charge/v1/api/order/list', { params: { query } })),
    showChargeOrder: (serial: string) =>
      unwrap(client.GET('/charge/v1/api/order/{serial}/show', bySerial(serial))),
    startCharging: (equipment: string) =>
      unwrap(client.POST('/charge/v1/api/charge/start', { body: { equipment } })),
    stopCharging: (serial: string) =>
      unwrap(client.POST('/charge/v1/api/charge/stop', { body: { serial } })),
    getChargingStatus: (serial: string) =>
      unwrap(client.GET('/charge/v1/api/charge/{serial}/status', bySerial(serial))),
  };
}
