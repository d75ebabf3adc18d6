import { Router } from 'express';
import type { DriftJournal, DriftSnapshot } from '../proxy/drift';
import { inferredOperations } from '../proxy/spec-operations';
import { driftPage } from './drift-page';

/**
 * `GET /__admin/drift`: the proxy's drift journal (DriftSnapshot) as JSON; `DELETE` empties it;
 * `GET /__admin/drift/page` is the console's page over it. A simulator that is not a proxy
 * answers an empty journal with `upstream: null`.
 */
export function driftRoutes(drift: DriftJournal | undefined): Router {
  const router = Router();
  router.get('/drift/page', (_req, res) => {
    res.type('html').send(driftPage(res.locals.cspNonce as string));
  });
  router.get('/drift', (_req, res) => {
    const snapshot: DriftSnapshot = drift?.snapshot() ?? {
      upstream: null,
      since: new Date().toISOString(),
      operations: [],
      drifts: [],
      dropped: 0,
      inferred: inferredOperations().map(({ id, method, path }) => ({
        operation: id,
        method,
        path,
      })),
    };
    res.json(snapshot);
  });
  router.delete('/drift', (_req, res) => {
    drift?.clear();
    res.json({ cleared: true });
  });
  return router;
}
