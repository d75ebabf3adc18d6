import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { PactV4, type V3MockServer } from '@pact-foundation/pact';
import { getFfiLib, type MatchingResult } from '@pact-foundation/pact-core';
import { createApi, memorySession, Session, type Api, type UserData } from '@dehong/api-spec';
import { LOGIN_CLIENT_AUTHORIZATION } from '@dehong/api-spec/domain';
import { ACCESS_TOKEN, INVALID_ACCESS_TOKEN, PHONE, REFRESH_TOKEN } from './examples';
import { bearerFromProviderState, text } from './matchers';
import { CONSUMER, PACTS_DIR, pactFileOf, providerOf, type Service } from './pacts';

/** When this test run started (vitest.config.ts sets it once per run; alone, a file's own load). */
const RUN_STARTED = Number(process.env.PACT_CONSUMER_RUN_STARTED) || Date.now();

/**
 * Removes the pact file an earlier run left, once per run and service: the first test file of the
 * run to claim it (an exclusive marker in the temporary folder) removes it, in the same tick as it
 * looks; a later writer of the same pact finds the claim and keeps what the first one wrote.
 */
function clearEarlierRun(service: string): void {
  const file = pactFileOf(service);
  const claim = join(tmpdir(), `dehong-pact-run-${RUN_STARTED}-${service}`);
  if (existsSync(claim)) return;
  if (existsSync(file) && statSync(file).mtimeMs < RUN_STARTED) rmSync(file, { force: true });
  try {
    writeFileSync(claim, '', { flag: 'wx' });
  } catch {
    // Another test file claimed it meanwhile; the file was old then, so both removed the same one.
  }
}

/**
 * This run's pact with one operator service. A file left by an earlier run is removed first, so an
 * interaction no test declares any more disappears and the file is rebuilt from the tests alone.
 * Several test files may write to one service's pact (Pact merges the interactions into the file,
 * sorted by description): only the first of them removes the earlier run's file.
 */
export function freshPact(service: Service): PactV4 {
  clearEarlierRun(service);
  return new PactV4({
    consumer: CONSUMER,
    provider: providerOf(service),
    dir: PACTS_DIR,
    logLevel: 'error',
  });
}

const RECORDING_DEADLINE_MS = 2000;

/** Whether the mock server has recorded a result for every request it expected or received. */
function recordedEverything(port: number): boolean {
  const ffi = getFfiLib();
  if (ffi.pactffiMockServerMatched(port)) return true;
  const results = JSON.parse(ffi.pactffiMockServerMismatches(port)) as MatchingResult[];
  return results.some((result) => 'type' in result && result.type !== 'missing-request');
}

/**
 * The test function of an interaction, followed by a wait until the mock server has recorded what
 * it received. The Rust mock server answers a request before its event loop records the match, so
 * on a loaded machine Pact JS can read "expected but not received" for a request it answered
 * (https://github.com/pact-foundation/pact-core-mock-server/issues/13). Polls the recorded state,
 * giving up after a deadline so that a request that never came is still reported as missing.
 */
export function settled<T>(testFn: (server: V3MockServer) => Promise<T>) {
  return async (server: V3MockServer): Promise<T> => {
    const result = await testFn(server);
    const deadline = Date.now() + RECORDING_DEADLINE_MS;
    while (!recordedEverything(server.port) && Date.now() < deadline) await delay(5);
    return result;
  };
}

/**
 * A signed-in member's session as the login call leaves it (the token is the pacts' example). A
 * session holding the revoked token of the 401 interactions has no refresh token either: the
 * client renews a refused token when it can, and only a session it cannot renew goes to login.
 */
function signedInUser(token: string = ACCESS_TOKEN): UserData {
  return {
    access_token: token,
    token_type: 'Bearer',
    refresh_token: token === INVALID_ACCESS_TOKEN ? '' : REFRESH_TOKEN,
    expires_in: 7200,
    principal: { nickname: 'pact', accountPic: '', phone: PHONE },
  };
}

/**
 * The web app's API client pointed at the mock server, with a session of its own. A fresh client
 * per interaction: the duplicate-submit lock is per client.
 */
export function clientFor(
  server: V3MockServer,
  options: { signedInWith?: string; onUnauthorized?: () => void } = {},
): Api {
  const api = createApi({
    baseUrl: server.url,
    session: new Session(memorySession()),
    ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
  });
  if (options.signedInWith) api.session.saveLogin(signedInUser(options.signedInWith));
  return api;
}

/** Headers of a call made by the signed-in member of "user {phone} is logged in". */
export const AUTHORISED = { Authorization: bearerFromProviderState(ACCESS_TOKEN) };

/** The fixed client credential the login calls send instead of a user token. */
export const LOGIN_CLIENT = { Authorization: LOGIN_CLIENT_AUTHORIZATION };

/** A successful envelope: `code` 0 exactly (the client branches on it) and the data the app reads. */
export function success(data?: unknown): Record<string, unknown> {
  return data === undefined ? { code: 0 } : { code: 0, data };
}

/**
 * A business failure: HTTP 200, exactly the code the spec (or the simulator's documented rule in
 * simulator/src/i18n/messages.ts) gives for the case, and the message the app shows (any text: it
 * follows the request's language). A provider failing for another reason fails the interaction.
 */
export function businessFailure(code: number, message: string): Record<string, unknown> {
  if (!Number.isInteger(code) || code === 0) throw new Error(`A failure code is non-zero: ${code}`);
  return { code, message: text(message) };
}

/** The promise's rejection (the test fails if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
