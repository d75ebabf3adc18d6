import { chinaDate, chinaDateTime, MINUTE_MS } from '@dehong/api-spec/domain';

/**
 * The simulator's time: real time shifted by an offset, so it keeps running between calls while a
 * demo (or a test) can move it forward to age orders, expire codes and tokens.
 */
export class Clock {
  private offsetMs: number;

  constructor(start?: Date) {
    this.offsetMs = start ? start.getTime() - Date.now() : 0;
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Today's date in China (`YYYY-MM-DD`). */
  today(): string {
    return chinaDate(this.now());
  }

  /** Now as an API time (`YYYY-MM-DD HH:mm:ss`, China). */
  stamp(): string {
    return chinaDateTime(this.now());
  }

  advance(minutes: number): Date {
    this.offsetMs += minutes * MINUTE_MS;
    return this.now();
  }

  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }

  /** Back to real time. */
  reset(): void {
    this.offsetMs = 0;
  }
}
