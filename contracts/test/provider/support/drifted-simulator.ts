import type { RequestListener, ServerResponse } from 'node:http';
import { serveSimulator, type ServedSimulator } from '../../../src/simulator';

type Envelope = { code: number; message?: string; data?: Record<string, unknown> };

/** One way a provider drifts from the pacts, on one endpoint. */
export interface Drift {
  method: 'GET' | 'POST';
  path: string;
  /** A rewrite of the answer's envelope, or `missing` for an endpoint that is gone (HTTP 404). */
  change: ((envelope: Envelope) => Envelope) | 'missing';
}

/** Rewrites the JSON text Express writes with `res.json` as it ends the response. */
function rewriteJson(res: ServerResponse, rewrite: (envelope: Envelope) => Envelope): void {
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: BufferEncoding) => ServerResponse;
  res.end = ((chunk?: unknown, encoding?: BufferEncoding) => {
    if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return end(chunk, encoding);
    const text = JSON.stringify(rewrite(JSON.parse(chunk.toString()) as Envelope));
    res.setHeader('Content-Length', Buffer.byteLength(text));
    return end(text);
  }) as ServerResponse['end'];
}

/** The test-only layer: drifted endpoints answer differently, everything else passes through. */
function drifting(drifts: readonly Drift[]) {
  return (app: RequestListener): RequestListener =>
    (req, res) => {
      const path = new URL(req.url ?? '/', 'http://drifted').pathname;
      const drift = drifts.find((each) => each.method === req.method && each.path === path);
      if (drift?.change === 'missing') {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 404, message: 'Not Found' }));
        return;
      }
      if (drift) rewriteJson(res, drift.change);
      app(req, res);
    };
}

/**
 * A copy of the simulator that has drifted from the pacts: its own app and state-setup endpoint
 * behind a layer that answers the drifted endpoints differently. Its answers are not checked
 * against openapi.yaml (the copy is meant to break the contract).
 */
export function startDriftedSimulator(drifts: readonly Drift[]): Promise<ServedSimulator> {
  return serveSimulator({ validateResponses: false, around: drifting(drifts) });
}
