import type { Clock } from '../clock';
import type { Store } from '../repositories/store';
import { FIXTURES } from '../seed/fixtures';
import type { Services } from '../services';

/** How the named fixtures stand now (balances, arrears, memberships) for the admin console. */
export function fixtureState(store: Store, services: Services, clock: Clock) {
  const users = Object.entries(FIXTURES.users).map(([key, user]) => {
    const member = store.members.byPhone(user.phone);
    return {
      key,
      phone: user.phone,
      nickname: member?.nickname ?? user.nickname,
      exists: Boolean(member),
      funds: member?.funds ?? 0,
      give: member?.give ?? 0,
      integral: member?.integral ?? 0,
      unusedCoupons: member ? store.coupons.stats(member.id, clock.today()).unused : 0,
      cars: member ? store.cars.all(member.id).map((car) => car.number) : [],
    };
  });
  const plates = Object.values(FIXTURES.plates).map(({ number }) => {
    const summary = services.orders.repaySummary({ number });
    const parking = services.orders.current({ number });
    const membership = store.memberships.latest(number);
    return {
      number,
      toPay: summary.count,
      arrears: summary.payCost,
      parking: parking.map((order) => ({
        serial: order.serial,
        startTime: order.startTime,
        ncash: order.ncash,
      })),
      membership: membership
        ? { service: membership.service, start: membership.start_date, end: membership.end_date }
        : null,
    };
  });
  const devices = Object.values(FIXTURES.devices).map(({ code }) => {
    try {
      return { known: true, ...services.orders.deviceInfo(code) };
    } catch {
      return { device: code, known: false };
    }
  });
  return { users, plates, devices };
}
