import { fail } from '../../http/errors';
import { cardKind } from './card';
import { chargingKind } from './charging';
import type { KindDeps, PayOrderKind } from './kind';
import { parkingKind } from './parking';
import { rechargeKind } from './recharge';
import { shopKind } from './shop';

/** Every kind of pay order the simulator sells: a new kind is its module and one line here. */
const KINDS = [parkingKind, rechargeKind, cardKind, chargingKind, shopKind];

/** The kinds, by the `orderType` each sells. */
export function payOrderKinds(deps: KindDeps) {
  const table = new Map<string, PayOrderKind>();
  for (const make of KINDS) {
    const kind = make(deps);
    table.set(kind.type, kind);
  }
  return {
    find: (type: string): PayOrderKind | undefined => table.get(type),
    of(type: string): PayOrderKind {
      const kind = table.get(type);
      if (!kind) throw fail('payloadInvalid', { detail: `no pay orders of type ${type} here` });
      return kind;
    },
  };
}

export type PayOrderKinds = ReturnType<typeof payOrderKinds>;
