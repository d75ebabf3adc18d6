import type { NextFunction, Request, Response } from 'express';
import { languageOf, messageOf, type Language, type MessageKey } from '../i18n/messages';
import { sendEnvelope } from './envelope';
import { badRequest } from './errors';

export interface FaultSpec {
  /** An exact path or a glob; `*` matches any characters, `/` included. */
  path: string;
  method?: string;
  latencyMs?: number;
  /** An HTTP error status answered with the envelope. */
  status?: number;
  /** A business failure (HTTP 200) with this code and message. */
  code?: number;
  message?: string;
  /** Removed after its first hit. */
  once?: boolean;
}

export interface Fault extends FaultSpec {
  id: string;
  hits: number;
}

const MESSAGE_BY_STATUS: Record<number, MessageKey> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'requestNotFound',
  405: 'methodNotAllowed',
  500: 'serverError',
  502: 'serverError',
  503: 'serverError',
  504: 'timeout',
};

function statusMessage(status: number, language: Language): string {
  if (status === 400) return messageOf('badRequest', language, { detail: 'injected fault' });
  return messageOf(MESSAGE_BY_STATUS[status] ?? 'serverError', language);
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return new RegExp(`^${escaped}$`);
}

/** Checks an admin request for a fault; bad input is a 400 and nothing is stored. */
export function parseFaultSpec(body: unknown): FaultSpec {
  const spec = (body ?? {}) as Record<string, unknown>;
  const { path, method, latencyMs, status, code, message, once } = spec;
  if (typeof path !== 'string' || !path.startsWith('/')) throw badRequest('path must start with /');
  if (method !== undefined && (typeof method !== 'string' || !/^(GET|POST)$/i.test(method))) {
    throw badRequest('method must be GET or POST');
  }
  if (
    latencyMs !== undefined &&
    !(Number.isInteger(latencyMs) && Number(latencyMs) >= 0 && Number(latencyMs) <= 120_000)
  ) {
    throw badRequest('latencyMs must be an integer from 0 to 120000');
  }
  if (
    status !== undefined &&
    !(Number.isInteger(status) && Number(status) >= 400 && Number(status) <= 599)
  ) {
    throw badRequest('status must be an HTTP error status (400-599)');
  }
  if (code !== undefined && !(Number.isInteger(code) && code !== 0)) {
    throw badRequest('code must be a non-zero integer');
  }
  if (message !== undefined && typeof message !== 'string')
    throw badRequest('message must be text');
  if (once !== undefined && typeof once !== 'boolean')
    throw badRequest('once must be true or false');
  if (latencyMs === undefined && status === undefined && code === undefined) {
    throw badRequest('a fault needs latencyMs, status or code');
  }
  return {
    path,
    ...(method ? { method: method.toUpperCase() } : {}),
    ...(latencyMs !== undefined ? { latencyMs: Number(latencyMs) } : {}),
    ...(status !== undefined ? { status: Number(status) } : {}),
    ...(code !== undefined ? { code: Number(code) } : {}),
    ...(message !== undefined ? { message } : {}),
    ...(once ? { once: true } : {}),
  };
}

/**
 * Waits out an injected latency, or less if the caller hangs up meanwhile (false). The latency
 * stands for a slow way to the operator: a request whose caller left on the way is never handled,
 * as a front server drops it. That also holds for the simulator closing under a stalled request,
 * whose handler would otherwise run later against a closed database.
 */
function stillWanted(res: Response, latencyMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const gone = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', gone);
      resolve(true);
    }, latencyMs);
    res.once('close', gone);
  });
}

/** Injected failures per path pattern (latency, HTTP status, business code), in memory per app. */
export class FaultInjector {
  private faults: (Fault & { pattern: RegExp })[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault = { ...spec, id: String(this.nextId++), hits: 0, pattern: globToRegExp(spec.path) };
    this.faults.push(fault);
    return this.view(fault);
  }

  list(): Fault[] {
    return this.faults.map((fault) => this.view(fault));
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }

  private view({ pattern: _pattern, ...fault }: Fault & { pattern: RegExp }): Fault {
    return fault;
  }

  private match(method: string, path: string) {
    return this.faults.find(
      (fault) => (!fault.method || fault.method === method) && fault.pattern.test(path),
    );
  }

  middleware(applies: (path: string) => boolean) {
    return (req: Request, res: Response, next: NextFunction) => {
      // No fault set (the usual case): no path test, no lookup and no promise per request.
      if (this.faults.length === 0 || !applies(req.path)) return next();
      const fault = this.match(req.method, req.path);
      if (!fault) return next();
      this.inject(fault, req, res, next).catch(next);
    };
  }

  private async inject(fault: Fault, req: Request, res: Response, next: NextFunction) {
    fault.hits += 1;
    if (fault.once) this.remove(fault.id);
    if (fault.latencyMs && !(await stillWanted(res, fault.latencyMs))) return;
    const language = languageOf(req.get('accept-language'));
    if (fault.status) {
      sendEnvelope(res, fault.status, {
        code: fault.status,
        message: fault.message ?? statusMessage(fault.status, language),
      });
      return;
    }
    if (fault.code !== undefined) {
      sendEnvelope(res, 200, {
        code: fault.code,
        message: fault.message ?? messageOf('serverError', language),
      });
      return;
    }
    next();
  }
}
