/** Tells the broker a version was deployed to an environment (run after a deployment succeeds). */
import { recordDeployment } from '../src/broker';
import { run } from './run';

await run(recordDeployment);
