import { chinaDate, chinaDateTime, MINUTE_MS } from '@dehong/api-spec/domain';

/**
 * The simulator's time: real time shifted by an offset, so it keeps running between calls while a
 * demo (or a test) can move it forward to age orders, expire codes and tokens. It starts at real
 * time (the demo), or at the instant it is given (the tests, which never depend on the day they run).
 */
export class Clock {
  private offsetMs = 0;

  constructor(private readonly start?: Date) {
    this.reset();
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

  /** Back to where it started: its start instant, or real time. */
  reset(): void {
    this.offsetMs = this.start ? this.start.getTime() - Date.now() : 0;
  }
}
