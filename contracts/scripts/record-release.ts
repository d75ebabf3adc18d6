/** Tells the broker a version was released to an environment (run after a release is published). */
import { recordRelease } from '../src/broker';
import { run } from './run';

await run(recordRelease);
