import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Flags } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Page } from 'puppeteer-core';
import { observedTasks } from './observed-tasks';
import { squeezeToThreadTime } from './thread-time';
import { KB } from './web-sizes';

const require = createRequire(import.meta.url);

export interface Audit {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's time to interactive (simulated; out of the score since Lighthouse 10). */
  tti: number;
  /** Bytes over the wire, as the simulator sends them (the build's brotli copies where accepted). */
  transferred: number;
  /** Lighthouse's estimate of what gzip or brotli on the text responses would save. */
  compressionSavingMs: number;
  benchmarkIndex: number;
  /** With `threadTime`: the share of the main thread's observed wall time that was CPU time. */
  cpuShare: number;
  /** The element Lighthouse names as the largest contentful paint (its HTML, shortened). */
  lcpElement: string;
  /** The request Lighthouse's simulated largest paint waited for last, and when it arrived. */
  lcpLastRequest: string;
  /** The main thread's long tasks as Lighthouse simulated them (what TBT counts), longest first. */
  longTasks: string;
  /** The observed tasks those came from, with what each was doing (observed-tasks.ts). */
  observedTasks: string;
  finalPath: string;
  html: string;
  lhr: unknown;
}

interface LcpElementDetails {
  items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[];
}

function lcpElementOf(details: unknown): string {
  const node = (details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  if (!node) return '(none)';
  const snippet = (node.snippet ?? '').replace(/\s+/g, ' ');
  return `${snippet.length > 90 ? `${snippet.slice(0, 90)}...` : snippet} (${node.selector ?? ''})`;
}

interface LanternTiming {
  startTime: number;
  endTime: number;
}
interface LanternNode {
  type: string;
  request?: { url: string; transferSize: number };
}

/**
 * Lighthouse's simulator (Lantern) as Lighthouse loaded it: it keeps the node timings of its last
 * simulations by label (what Lighthouse's own asset saver reads).
 */
async function lanternTimings(): Promise<Map<string, Map<LanternNode, LanternTiming>>> {
  const fromLighthouse = createRequire(require.resolve('lighthouse'));
  const lantern = (await import(
    pathToFileURL(fromLighthouse.resolve('@paulirish/trace_engine/models/trace/lantern/lantern.js'))
      .href
  )) as {
    Simulation: { Simulator: { allNodeTimings: Map<string, Map<LanternNode, LanternTiming>> } };
  };
  return lantern.Simulation.Simulator.allNodeTimings;
}

/**
 * Of the requests the (pessimistic) simulated largest paint waited for, the last to arrive: on a
 * slow link the paint's time is mostly when that one arrives.
 */
async function lcpLastRequest(origin: string): Promise<string> {
  const timings = (await lanternTimings()).get('pessimisticLargestContentfulPaint');
  const requests = [...(timings ?? [])].filter(([node]) => node.request);
  const last = requests.sort(([, a], [, b]) => b.endTime - a.endTime)[0];
  if (!last) return '(none)';
  const [node, { startTime, endTime }] = last;
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  return `${node.request!.url.replace(origin, '')} (${(node.request!.transferSize / KB).toFixed(1)} KB, asked at ${seconds(startTime)} s, arrived ${seconds(endTime)} s; ${requests.length} requests before the paint)`;
}

interface LongTaskItems {
  items?: { url?: string; duration?: number; startTime?: number }[];
}

function longTasksOf(details: unknown, origin: string): string {
  const items = (details as LongTaskItems | undefined)?.items ?? [];
  return (
    [...items]
      .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
      .map(
        ({ url = '', duration = 0, startTime = 0 }) =>
          `${Math.round(duration)} ms at ${(startTime / 1000).toFixed(2)} s (${url.replace(origin, '') || 'no script'})`,
      )
      .join('; ') || '(none)'
  );
}

/** The run of median LCP, which stands for a page's runs (its element, bytes and report). */
export function typicalRun(audits: Audit[]): Audit {
  return [...audits].sort((a, b) => a.lcp - b.lcp)[Math.floor(audits.length / 2)]!;
}

export interface AuditOptions {
  /**
   * Lighthouse's CPU slowdown: the calibrated phone's (phone.ts), or Lighthouse's default 4x when
   * not given.
   */
  cpuSlowdown?: number;
  /**
   * A second visit: the browser's HTTP cache (and a service worker, if the app installed one) is
   * kept from the visits before, as on a phone that opened the app before. Otherwise the cache is
   * cleared first.
   */
  warm?: boolean;
  /**
   * Audit the load with each main-thread task as long as the CPU time it had (thread-time.ts): on a
   * host shared with other work, what a quiet host would show. For comparisons only (the bench's
   * own figures are Lighthouse's as it runs).
   */
  threadTime?: boolean;
}

export async function lighthouseAudit(
  page: Page,
  origin: string,
  path: string,
  options: AuditOptions = {},
): Promise<Audit> {
  const { default: lighthouse } = await import('lighthouse');
  if (!options.warm) {
    // A cold audit starts as a phone opening the link for the first time: nothing cached, no
    // service worker. The session (sessionStorage) is not a cache: it stays.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cache_storage,service_workers',
    });
    await cdp.detach();
  }
  const flags: Flags = {
    output: 'html',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Lighthouse's mobile run, said out loud: a Moto G Power's screen on slow 4G (150 ms, 1.6
    // Mbit/s), simulated from an unthrottled load, with the CPU slowed as asked (4x by default).
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: {
      ...throttling.mobileSlow4G,
      cpuSlowdownMultiplier: options.cpuSlowdown ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
    },
    // Keep the seeded session (and, for a second visit, the cache): Lighthouse would otherwise
    // clear the origin's storage and the HTTP cache first.
    disableStorageReset: true,
  };
  let result: Awaited<ReturnType<typeof lighthouse>>;
  let cpuShare = 1;
  if (options.threadTime) {
    // Gathered and saved, the trace rewritten, then audited from the saved artifacts.
    const saved = mkdtempSync(join(tmpdir(), 'dehong-lighthouse-'));
    try {
      await lighthouse(origin + path, { ...flags, gatherMode: saved }, undefined, page);
      cpuShare = squeezeToThreadTime(saved, origin);
      result = await lighthouse(origin + path, { ...flags, auditMode: saved });
    } finally {
      rmSync(saved, { recursive: true, force: true });
    }
  } else {
    result = await lighthouse(origin + path, flags, undefined, page);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    tti: metric('interactive'),
    transferred: metric('total-byte-weight'),
    compressionSavingMs:
      (lhr.audits['uses-text-compression']?.details as { overallSavingsMs?: number } | undefined)
        ?.overallSavingsMs ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuShare,
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    lcpLastRequest: await lcpLastRequest(origin),
    longTasks: longTasksOf(lhr.audits['long-tasks']?.details, origin),
    observedTasks: observedTasks(result.artifacts.Trace),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    html: String(result.report),
    lhr,
  };
}
