/**
 * Asks the broker whether a version can be deployed to an environment: the web app's current
 * commit to production by default (PACT_PACTICIPANT, PACT_PACTICIPANT_VERSION and PACT_ENVIRONMENT
 * ask about another pacticipant, version or environment).
 */
import { canIDeploy } from '../src/broker';
import { run } from './run';

await run(canIDeploy);
