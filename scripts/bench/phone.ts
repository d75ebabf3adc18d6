import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser } from 'puppeteer-core';
import { median } from './report';

/**
 * The phone the cold pages are measured on: one of Lighthouse's CPU benchmark index 500, whatever
 * host runs the bench. A fixed 4x slowdown emulated a phone as fast as a quarter of the host: on
 * a host of index 2,596 a phone of 650, on one of 1,160 a phone of 290, and the same build scored
 * 88 on the first and 83 on the second (docs/benchmarks.md). Chrome DevTools' own calibration
 * rates a low-tier phone (Moto G Power 2022) at about 264 and a mid-tier one (Pixel 5) at about
 * 1,000.
 */
export const PHONE_BENCHMARK_INDEX = 500;

/** Measurements of the host's index at the start of a run; their median is the host's figure. */
const MEASUREMENTS = 5;

export interface Calibration {
  /** The host's index: the median of the measurements. */
  hostIndex: number;
  measured: number[];
  /** Lighthouse's CPU slowdown that makes the host as slow as the phone (never below 1). */
  cpuSlowdown: number;
}

/**
 * Lighthouse's own benchmark (the page function each Lighthouse run measures as
 * `environment.benchmarkIndex`), run in a blank tab of the browser that will load the pages, so
 * on the cores it is pinned to; the slowdown is the host's index over the phone's.
 */
export async function calibratePhone(browser: Browser): Promise<Calibration> {
  const page = await browser.newPage();
  try {
    const measured: number[] = [];
    for (let run = 0; run < MEASUREMENTS; run += 1) {
      measured.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    const hostIndex = median(measured);
    return { hostIndex, measured, cpuSlowdown: slowdownFor(hostIndex) };
  } finally {
    await page.close();
  }
}

/** The slowdown for a host of `hostIndex`, to two decimals (a host slower than the phone: 1). */
export const slowdownFor = (hostIndex: number) =>
  Math.max(1, Math.round((hostIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);

/** The line printed beside the figures. */
export const describeCalibration = ({ hostIndex, measured, cpuSlowdown }: Calibration) =>
  `Phone emulated: Lighthouse CPU benchmark index ${PHONE_BENCHMARK_INDEX}. Host index at the start ${Math.round(hostIndex)} (median of ${measured.map(Math.round).join(', ')}), so Lighthouse's CPU slowdown is ${cpuSlowdown.toFixed(2)}x (host index / ${PHONE_BENCHMARK_INDEX}) instead of its fixed 4x.`;
