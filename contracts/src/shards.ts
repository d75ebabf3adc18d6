import { readFileSync } from 'node:fs';
import { pactFileOf } from './pacts';

/** How many interactions a service's pact holds (0 when it has no pact file). */
function interactionCount(service: string): number {
  try {
    const pact = JSON.parse(readFileSync(pactFileOf(service), 'utf8')) as { interactions?: [] };
    return pact.interactions?.length ?? 0;
  } catch {
    return 0;
  }
}

/**
 * The services split into at most `count` groups of about the same number of interactions (the
 * largest pact first into the lightest group), for verifying side by side. Reads the pacts' sizes
 * from pacts/, so a pact added later is balanced in without a list to keep.
 */
export function shardsOf(
  services: readonly string[],
  count: number,
  sizeOf: (service: string) => number = interactionCount,
): string[][] {
  const shards = Array.from({ length: Math.max(1, Math.min(count, services.length)) }, () => ({
    services: [] as string[],
    size: 0,
  }));
  const bySize = services.map((service) => ({ service, size: sizeOf(service) }));
  bySize.sort((a, b) => b.size - a.size || a.service.localeCompare(b.service));
  for (const { service, size } of bySize) {
    const lightest = shards.reduce((low, shard) => (shard.size < low.size ? shard : low));
    lightest.services.push(service);
    lightest.size += size;
  }
  return shards.map((shard) => shard.services).filter((shard) => shard.length > 0);
}
