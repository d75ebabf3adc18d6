import { describe } from 'vitest';
import { sweepEveryRoute } from '../support/every-route';

// One variant per file: the four run side by side in the suite's two workers.
describe('every screen of the route table, in care mode, zh-CN', () => {
  sweepEveryRoute({ language: 'zh-CN', care: true, width: 360 });
});
