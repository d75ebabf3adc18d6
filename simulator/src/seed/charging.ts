import { DAY_MS, MINUTE_MS } from '@dehong/api-spec/domain';
import { type FixtureSeed } from './context';

/** User A charged 18 kWh at 1.20 yuan/kWh (energy plus service) ten days ago, paid from funds. */
const SEEDED_CHARGING_WH = 18_000;
export const SEEDED_CHARGING_COST = 2160;

/** 4 charging stations of 3 chargers each (one offline), and user A's paid charging order. */
export function seedCharging({ rows, now }: FixtureSeed, memberA: number): void {
  const stations = [
    { name: '芒市客运站充电站', address: '芒市勇罕街客运站停车场', lng: 98.5902, lat: 24.4381 },
    { name: '团结大街充电站', address: '芒市团结大街停车场', lng: 98.5848, lat: 24.4327 },
    { name: '瑞丽姐告充电站', address: '瑞丽市姐告大道', lng: 97.8711, lat: 24.0119 },
    { name: '盈江平原充电站', address: '盈江县平原路', lng: 97.9342, lat: 24.7052 },
  ];
  stations.forEach((station, index) => {
    const stationId = rows.insert('charge_stations', {
      serial: `CS0${index + 1}`,
      ...station,
      price: 80,
      service_fee: 40,
    });
    for (let e = 0; e < 3; e++) {
      rows.insert('charge_equipment', {
        serial: `CE${index + 1}${e + 1}`,
        station_id: stationId,
        name: `${e + 1}号桩`,
        power: e === 0 ? 120 : 60,
        offline: index === 3 && e === 2 ? 1 : 0,
      });
    }
  });
  const startAt = now - 10 * DAY_MS;
  const chargeOrderId = rows.insert('charge_orders', {
    member_id: memberA,
    equipment_id: 1,
    start_at: startAt,
    finish_at: startAt + 9 * MINUTE_MS,
    energy: SEEDED_CHARGING_WH,
    cost: SEEDED_CHARGING_COST,
    paid: 1,
  });
  rows.insert('funds_ledger', {
    member_id: memberA,
    amount: -SEEDED_CHARGING_COST,
    give: 0,
    reason: 'charging',
    charge_order_id: chargeOrderId,
    created_at: startAt + 9 * MINUTE_MS,
  });
}
