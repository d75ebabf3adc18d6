/**
 * The broker's one-time set-up: environments `test` and `production`, every pacticipant with its
 * main branch (PACT_MAIN_BRANCH, `main`), and with PACT_WEBHOOK_URL the webhook that asks a
 * provider's CI to verify a changed pact. Safe to run again.
 */
import { setUpBroker } from '../src/broker';
import { run } from './run';

await run(setUpBroker);
