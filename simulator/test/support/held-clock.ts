import { MINUTE_MS } from '@dehong/api-spec/domain';
import { Clock } from '../../src/index';

/**
 * The simulator's clock held still, moved only by the test (`at`, or `advance`): in a property's
 * random history every step sees one instant, and worlds built side by side see the same ones.
 */
export class HeldClock extends Clock {
  constructor(public at: number) {
    super();
  }
  override nowMs(): number {
    return this.at;
  }
  override advance(minutes: number): Date {
    this.at += minutes * MINUTE_MS;
    return this.now();
  }
}
