/** Publishes contracts/pacts as the web app's version (git commit) on its branch. */
import { publishPacts } from '../src/broker';
import { run } from './run';

await run(publishPacts);
