import { Router } from 'express';
import type { LeaveGraceService } from '../services/orders/leave-grace';

/**
 * The console's "car stays", for leave now's warning that billing goes on after a minute:
 * `POST /__admin/orders/{serial}/stay` marks the car of a parking order, or of one left within the
 * last minute, as not leaving its space;
 * `GET /__admin/orders/{serial}/stay` shows the mark, when the order resumes and how it went.
 */
export function leaveGraceRoutes(leaveGrace: LeaveGraceService): Router {
  const router = Router();
  router.post('/orders/:serial/stay', (req, res) => {
    res.json(leaveGrace.markStay(req.params.serial));
  });
  router.get('/orders/:serial/stay', (req, res) => {
    res.json(leaveGrace.show(req.params.serial));
  });
  return router;
}
