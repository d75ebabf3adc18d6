import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files whose long tests cannot be split between the two workers: each sweeps every route
 * (or the newer screens at three widths) in one test of 20 s or more.
 */
const LONGEST = [/every-route-/, /newer-screens/];

/**
 * Vitest runs the files that took longest last time first, but a fresh clone (CI) has no timings
 * and it then starts the biggest files first: the sweeps, a few lines each, came last, and the
 * run ended with one or two of them on an otherwise idle machine. They start first instead.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) => LONGEST.some((name) => name.test(file.moduleId));
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}
