import express, { type Express } from 'express';
import { adminRoutes } from './admin/admin-routes';
import { driftRoutes } from './admin/drift-routes';
import { gameAdminRoutes } from './admin/game-routes';
import { kerbAdminRoutes } from './admin/kerb-routes';
import { shopAdminRoutes } from './admin/shop-routes';
import { leaveGraceRoutes } from './admin/leave-grace-routes';
import { chatRoutes } from './chat/chat-routes';
import { chatInboxRoutes } from './chat/inbox-routes';
import { chatScanRoutes } from './chat/scan-routes';
import { chatAdminRoutes } from './admin/chat-admin-routes';
import type { Clock } from './clock';
import type { Db } from './db/database';
import { cors, noStoreWhenSignedIn } from './http/cors';
import { errorHandler } from './http/error-handler';
import { inOrder, whenBodySent } from './http/in-order';
import {
  decimalIntegersOnly,
  rejectBadQueryEscapes,
  verifyFormEscapes,
} from './http/input-hygiene';
import { SimulatorError } from './http/errors';
import { FaultInjector } from './http/faults';
import { RequestJournal } from './http/journal';
import { openApiDocument } from './http/openapi';
import { isApiPath, openApiValidation } from './http/openapi-validation';
import { configuredMapTileUrls, securityHeaders } from './http/security-headers';
import { ApiRouter } from './http/typed-router';
import { webApp } from './http/web-app';
import type { OperatorProxy } from './proxy/operator-proxy';
import { createStore } from './repositories/store';
import { chargeRoutes } from './routes/charge';
import { contentRoutes } from './routes/content';
import { gameRoutes } from './routes/games';
import { mediaRoutes } from './routes/media';
import { parkingRoutes } from './routes/parking';
import { payRoutes } from './routes/pay';
import { shopMediaRoutes, shopRoutes } from './routes/shop';
import { ssoRoutes } from './routes/sso';
import { userRoutes } from './routes/user';
import { createServices } from './services';
import { clockDue } from './services/clock-work/clock-due';
import { leaveGraceService } from './services/orders/leave-grace';
import { staffAuthenticator } from './services/auth/staff-keys';

export interface AppContext {
  db: Db;
  clock: Clock;
  /** The admin API and console, and the fake chat platform. */
  admin: boolean;
  /** Serve the built web app from here (same origin as the API). */
  webDir?: string;
  /** Check every answer against openapi.yaml (default true). */
  validateResponses?: boolean;
  /** The map's tile URL templates the CSP lets images come from (default: VITE_MAP_TILE_URLS). */
  mapTileUrls?: string[];
  /** Origins allowed to call the API from their pages (CORS); default none (same origin only). */
  corsOrigins?: string[];
  /** Forward the operator API to the real operator (or a recording) instead of answering it. */
  proxy?: OperatorProxy;
  /**
   * Behind a front on this machine (a TLS and HTTP/2 server, as the operator's web server is):
   * the scheme, host and client address come from its X-Forwarded-* headers. Only a front on
   * loopback is believed; anyone else could send those headers themselves.
   */
  trustProxy?: boolean;
}

const RESERVED_PATH = /^\/(__admin|__chat|media)(\/|$)/;

export { isApiPath };

/** Every API route, declared against openapi.yaml's paths. */
export function apiRouter(
  services: ReturnType<typeof createServices>,
  chatPlatform: boolean,
): ApiRouter {
  const api = new ApiRouter();
  ssoRoutes(api, services, chatPlatform);
  userRoutes(api, services);
  parkingRoutes(api, services);
  contentRoutes(api, services);
  payRoutes(api, services);
  shopRoutes(api, services);
  chargeRoutes(api, services);
  gameRoutes(api, services);
  return api;
}

/** The simulator as an Express app over a migrated database; it never listens. */
export function createApp(context: AppContext): Express {
  const store = createStore(context.db);
  const services = createServices(store, context.clock);
  const leaveGrace = leaveGraceService(store, context.clock);
  const authenticateStaff = staffAuthenticator(store);
  // Behind a proxy the journal sees real people's plates and phones: it keeps what the proxy writes.
  const journal = new RequestJournal(context.proxy?.writtenTarget);
  const faults = new FaultInjector();
  const app = express();
  app.disable('x-powered-by');
  // No ETag (a hash of the whole body) on what res.send answers: the app never revalidates API
  // answers. Static files keep theirs (express.static sets its own).
  app.set('etag', false);
  if (context.trustProxy) app.set('trust proxy', 'loopback');

  // A car the console keeps at its space after leave now parks again once its minute has passed;
  // a dispute decision the console scheduled on the clock arrives once its time has come.
  const applyClockDue = clockDue(store, context.clock, {
    resumeDue: () => leaveGrace.resumeDue(),
    applyDue: () => {
      services.disputes.applyDue();
      services.chatNotices.applyDue();
    },
  });
  // What every request passes, in this order, as one router layer (see inOrder).
  app.use(
    inOrder([
      securityHeaders(context.mapTileUrls ? { mapTileUrls: context.mapTileUrls } : {}),
      // Only the console reads the journal: without it, requests are not recorded.
      ...(context.admin
        ? [journal.middleware((path) => isApiPath(path) || path.startsWith('/__chat/'))]
        : []),
      cors(context.corsOrigins),
      noStoreWhenSignedIn(),
      faults.middleware((path) => !path.startsWith('/__admin')),
      ...(context.proxy ? [context.proxy.handler] : []),
      rejectBadQueryEscapes(),
      whenBodySent(
        express.urlencoded({ extended: false, limit: '64kb', verify: verifyFormEscapes }),
      ),
      whenBodySent(express.json({ limit: '64kb' })),
      (_req, _res, next) => {
        applyClockDue();
        next();
      },
      // Whole numbers in decimal only (`0x10`, `1e1` are 400), before the validator coerces them.
      decimalIntegersOnly(openApiDocument),
      ...openApiValidation(
        app,
        {
          Authorization: (req) => {
            // Almost always nothing is due: the token's statement says so, and then no hook runs.
            const { member, workDue } = services.sso.authenticate(req.get('authorization'));
            req.member = member;
            if (!workDue) return;
            // Reading a member stops their charging once its cost reached the balance.
            if (services.charging.settleDueOf(member.id)) {
              req.member = services.sso.authenticate(req.get('authorization')).member;
            }
            // Reading a member also sends the renewal messages now due (simulator clock).
            services.cars.noticeRenewals(member.id);
          },
          StaffKey: (req) => {
            req.staff = authenticateStaff(req.get('x-staff-key'));
          },
        },
        { validateResponses: context.validateResponses !== false },
      ),
    ]),
  );
  app.use(apiRouter(services, context.admin).router);
  app.use('/media/shop', shopMediaRoutes(services));
  app.use('/media', mediaRoutes(services));
  if (context.admin) {
    app.use('/__admin', leaveGraceRoutes(leaveGrace));
    app.use('/__admin', gameAdminRoutes(services.games));
    app.use('/__admin', shopAdminRoutes(services.shopOrders));
    app.use(
      '/__admin',
      kerbAdminRoutes(services, {
        urls: context.mapTileUrls ?? configuredMapTileUrls(process.env),
        subdomains: process.env.VITE_MAP_TILE_SUBDOMAINS || '1234',
      }),
    );
    app.use('/__admin', driftRoutes(context.proxy?.drift));
    app.use('/__admin', adminRoutes({ store, services, clock: context.clock, journal, faults }));
    app.use('/__chat', chatRoutes(services));
    app.use('/__chat', chatInboxRoutes(services));
    app.use('/__chat', chatScanRoutes(services));
    app.use('/__admin', chatAdminRoutes(services));
  }
  if (context.webDir) {
    app.use(
      webApp(context.webDir, {
        injectBridge: context.admin,
        isReserved: (path) => isApiPath(path) || RESERVED_PATH.test(path),
      }),
    );
  }
  app.use((_req, _res, next) => next(new SimulatorError('requestNotFound', {}, 404)));
  app.use(errorHandler());
  return app;
}
