import { Router, type Request } from 'express';
import type { Clock } from '../clock';
import { badRequest, SimulatorError } from '../http/errors';
import { parseFaultSpec, type FaultInjector } from '../http/faults';
import type { RequestJournal } from '../http/journal';
import type { Store } from '../repositories/store';
import { FIXTURES } from '../seed/fixtures';
import { resetDatabase } from '../seed/reset';
import type { Services } from '../services';
import { staffKeyFor } from '../services/auth/staff-keys';
import { apiTime } from '../util/format';
import { consolePage } from './console-page';
import { disputesPage } from './disputes-page';
import { fixtureState } from './fixture-state';
import { providerStateRoutes } from './provider-states';

interface AdminContext {
  store: Store;
  services: Services;
  clock: Clock;
  journal: RequestJournal;
  faults: FaultInjector;
}

const MAX_ADVANCE_MINUTES = 366 * 24 * 60;

function boundedInt(
  value: unknown,
  name: string,
  min: number,
  max: number,
  fallback?: number,
): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (!Number.isInteger(number) || (number as number) < min || (number as number) > max) {
    throw badRequest(`${name} must be an integer from ${min} to ${max}`);
  }
  return number as number;
}

const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

/** An optional ISO instant (`2026-12-31T15:59:00Z`) within the years the fixtures make sense in. */
function optionalInstant(value: unknown, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const at = typeof value === 'string' ? new Date(value) : null;
  const year = at?.getUTCFullYear() ?? NaN;
  if (!at || !(year >= 2000 && year <= 2099)) {
    throw badRequest(`${name} must be an ISO instant from 2000 to 2099, e.g. 2026-12-31T15:59:00Z`);
  }
  return at;
}

/**
 * The admin API (plain JSON, not the envelope) used by the console, the web tests, the browser
 * e2e suite and the contracts: fixtures, SMS outbox, reset, clock, faults, journal, pay orders.
 */
export function adminRoutes(context: AdminContext): Router {
  const { store, services, clock, journal, faults } = context;
  const router = Router();
  const now = () => ({ now: apiTime(clock.nowMs()), iso: clock.now().toISOString() });

  router.get('/', (_req, res) => {
    res.type('html').send(consolePage(res.locals.cspNonce as string));
  });

  router.get('/fixtures', (_req, res) => {
    res.json({ ...FIXTURES, state: fixtureState(store, services, clock) });
  });

  router.get('/sms', (req, res) => {
    const phone = typeof req.query.phone === 'string' && req.query.phone ? req.query.phone : null;
    const limit = boundedInt(req.query.limit, 'limit', 1, 500, 50);
    // The SMS codes and the codes spoken by voice calls (the voice captcha), newest first.
    const sent = [
      ...services.sso.smsOutbox(phone, limit).map((sms) => ({ ...sms, kind: 'sms' as const })),
      ...services.voiceCaptcha
        .outbox(phone, limit)
        .map((call) => ({ ...call, kind: 'voice' as const })),
    ];
    sent.sort((a, b) => b.sent_at - a.sent_at);
    res.json(
      sent.slice(0, limit).map((message) => ({
        phone: message.phone,
        code: message.code,
        kind: message.kind,
        time: apiTime(message.sent_at),
      })),
    );
  });

  /** Everything reseeded; the clock back where it started, or at `at` (tests set their instant). */
  router.post('/reset', (req, res) => {
    resetDatabase(store.db, clock, optionalInstant(body(req).at, 'at'));
    services.games.clearNextPrizes();
    faults.clear();
    res.json({ reset: true, ...now() });
  });

  router.get('/clock', (_req, res) => {
    res.json(now());
  });

  router.post('/clock/advance', (req, res) => {
    clock.advance(boundedInt(body(req).minutes, 'minutes', 1, MAX_ADVANCE_MINUTES));
    services.charging.settleAllDue();
    services.disputes.applyDue();
    services.chatNotices.applyDue();
    res.json(now());
  });

  /** The operator's staff and the keys their patrol devices send (`X-Staff-Key`). */
  router.get('/staff', (_req, res) => {
    res.json(
      store.catalog.allStaff().map((staff) => ({ ...staff, key: staffKeyFor(staff.serial) })),
    );
  });

  router.post('/faults', (req, res) => {
    res.json({ id: faults.add(parseFaultSpec(body(req))).id });
  });

  router.get('/faults', (_req, res) => {
    res.json(faults.list());
  });

  router.delete('/faults', (_req, res) => {
    faults.clear();
    res.json({ cleared: true });
  });

  router.delete('/faults/:id', (req, res) => {
    if (!faults.remove(req.params.id)) throw new SimulatorError('requestNotFound', {}, 404);
    res.json({ removed: req.params.id });
  });

  router.get('/journal', (req, res) => {
    res.json(journal.recent(boundedInt(req.query.limit, 'limit', 1, 500, 50)));
  });

  router.get('/pay-orders', (req, res) => {
    res.json(services.payments.all(boundedInt(req.query.limit, 'limit', 1, 1000, 200)));
  });

  router.get('/bank-payments', (req, res) => {
    res.json(services.payments.bankPayments(boundedInt(req.query.limit, 'limit', 1, 1000, 200)));
  });

  router.get('/disputes/page', (_req, res) => {
    res.type('html').send(disputesPage(res.locals.cspNonce as string));
  });

  /** Disputes: `status` open, upheld, rejected or none for all; newest first. */
  router.get('/disputes', (req, res) => {
    const status = req.query.status;
    if (status !== undefined && status !== 'open' && status !== 'upheld' && status !== 'rejected') {
      throw badRequest('status must be open, upheld or rejected');
    }
    res.json(
      services.disputes.adminList(
        status ?? null,
        boundedInt(req.query.limit, 'limit', 1, 1000, 200),
      ),
    );
  });

  /** Decides now, or with `afterMinutes` once the simulator clock is that far on (demo). */
  router.post('/disputes/:id/decide', (req, res) => {
    const { decision, answer = '', afterMinutes } = body(req);
    if (decision !== 'upheld' && decision !== 'rejected') {
      throw badRequest('decision must be upheld or rejected');
    }
    if (
      typeof answer !== 'string' ||
      answer.length > 200 ||
      (decision === 'rejected' && !answer.trim())
    ) {
      throw badRequest('answer (the reason, required to reject) must be text up to 200 characters');
    }
    const id = boundedInt(req.params.id, 'id', 1, Number.MAX_SAFE_INTEGER);
    if (afterMinutes !== undefined) {
      const after = boundedInt(afterMinutes, 'afterMinutes', 1, MAX_ADVANCE_MINUTES);
      res.json(services.disputes.schedule(id, decision, answer.trim(), after));
      return;
    }
    res.json(services.disputes.decide(id, decision, answer.trim()));
  });

  router.post('/tokens/expire', (req, res) => {
    const phone = body(req).phone;
    if (typeof phone !== 'string' || !/^1\d{10}$/.test(phone)) {
      throw badRequest('phone must be a mainland mobile number');
    }
    res.json({ phone, expired: services.sso.expireAccessTokens(phone) });
  });

  router.use('/provider-states', providerStateRoutes(store.db, clock));

  return router;
}
