import { describe } from 'vitest';
import { sweepEveryRoute } from '../support/every-route';

// One variant per file: the four run side by side in the suite's two workers.
describe('every screen of the route table, standard, en-US', () => {
  sweepEveryRoute({ language: 'en-US', care: false, width: 320 });
});
