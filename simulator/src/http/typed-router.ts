import {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { paths } from '@dehong/api-spec';
import { languageOf, type Language } from '../i18n/messages';
import { sendOk } from './envelope';
import { badRequest, unauthorized } from './errors';
import { nonFiniteNumberIn } from './input-hygiene';

declare module 'express-serve-static-core' {
  interface Request {
    /** The operation of openapi.yaml the request validator matched the request to. */
    openapi?: { openApiRoute: string; pathParams: Record<string, string> };
  }
}

/**
 * The signed-in member as the security handler put it on the request (the sso service declares
 * `Request.member`): named through Express's request, so http/ imports nothing above it.
 */
type SignedIn = NonNullable<Request['member']>;

type Method = 'get' | 'post';
type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type Parameters<O> = O extends { parameters: infer X } ? X : never;
type QueryOf<O> = Parameters<O> extends { query?: infer Q } ? NonNullable<Q> : never;
type PathOf<O> = Parameters<O> extends { path?: infer Q } ? NonNullable<Q> : never;
type BodyOf<O> = O extends { requestBody?: { content: infer C } }
  ? C extends { 'application/x-www-form-urlencoded': infer B }
    ? B
    : C extends { 'multipart/form-data': infer B }
      ? B
      : never
  : never;
type DataOf<O> = O extends { responses: { 200: { content: { 'application/json': infer E } } } }
  ? 'data' extends keyof E
    ? NonNullable<E['data']>
    : void
  : never;

/** What a handler gets: the validated (and type-coerced) request, typed from openapi.yaml. */
export interface Call<O> {
  query: QueryOf<O>;
  params: PathOf<O>;
  body: BodyOf<O>;
  /** The signed-in member (401 if there is none). */
  member(): SignedIn;
  language: Language;
  /** `http://host:port` as the caller reached us. */
  origin: string;
  req: Request;
  res: Response;
}

export type Handler<O> = (call: Call<O>) => DataOf<O> | Promise<DataOf<O>>;

/**
 * The client a limit counts against: the peer's address. No proxy header is trusted (a client
 * would simply send another one each time) unless the simulator runs behind a front on loopback
 * (`--trust-proxy`), whose X-Forwarded-For names the client.
 */
export function clientOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** The origin the page that asked sees: behind a trusted front, its scheme and host. */
export function originOf(req: Request): string {
  return `${req.protocol}://${req.host ?? 'localhost'}`;
}

/**
 * Routes declared with openapi.yaml's literal paths. The compiler checks each handler's answer
 * against the operation's `data` schema; the validator checks it again at run time.
 */
export class ApiRouter {
  /**
   * One Express router per first path segment (`sso`, `parking`...), so a request is matched
   * against its own service's routes only, not all hundred-odd in a row. Express matches paths
   * case-insensitively, hence the lower case.
   */
  private readonly services = new Map<string, Router>();
  /** Each operation's handler by `METHOD /path` as openapi.yaml writes the path. */
  private readonly handlers = new Map<string, RequestHandler>();
  readonly operations: string[] = [];

  readonly router: RequestHandler = (req, res, next) => {
    // The request validator has already matched the path to an operation (the same literal paths,
    // matched as Express matches them): its handler is called without matching it again.
    // Its path parameters are the validator's (decoded as Express decodes them): the app's router
    // left req.params empty for this mounted handler.
    const operation = req.openapi;
    const handler = operation && this.handlers.get(`${req.method} ${operation.openApiRoute}`);
    if (operation && handler) {
      req.params = operation.pathParams;
      handler(req, res, next);
      return;
    }
    const service = this.services.get(firstSegment(req.path));
    if (service) service(req, res, next);
    else next();
  };

  get<P extends PathsWith<'get'>>(path: P, handler: Handler<Operation<P, 'get'>>): this {
    return this.add('get', path, handler as Handler<unknown>);
  }

  post<P extends PathsWith<'post'>>(path: P, handler: Handler<Operation<P, 'post'>>): this {
    return this.add('post', path, handler as Handler<unknown>);
  }

  private add(method: Method, path: string, handler: Handler<unknown>): this {
    this.operations.push(`${method.toUpperCase()} ${path}`);
    const expressPath = path.replace(/\{(\w+)\}/g, ':$1');
    const segment = firstSegment(path);
    if (!/^[\w-]+$/.test(segment)) throw new Error(`${path}: the first segment must be literal`);
    let service = this.services.get(segment);
    if (!service) {
      service = Router();
      this.services.set(segment, service);
    }
    const handle = (req: Request, res: Response, next: NextFunction) => {
      try {
        const nonFinite = nonFiniteNumberIn(req.query) ?? nonFiniteNumberIn(req.body);
        if (nonFinite) throw badRequest(`${nonFinite} must be a finite number`);
        const answer = handler(new ApiCall(req, res));
        // Most handlers answer at once: no promise and no extra turn of the event loop for them.
        if (answer instanceof Promise) answer.then((data) => respond(res, data)).catch(next);
        else respond(res, answer);
      } catch (error) {
        next(error);
      }
    };
    service[method](expressPath, handle);
    this.handlers.set(`${method.toUpperCase()} ${path}`, handle);
    return this;
  }
}

/**
 * A handler's view of its request, made for every API request: as a class, one shape whose two
 * getters live on the prototype. The object literal with two getters and two closures it replaced
 * cost 13-27 µs more per hot read (A/B of two builds). Handlers destructure it, so
 * `member` is a bound function, not a method.
 */
class ApiCall implements Call<never> {
  readonly query: never;
  readonly params: never;
  readonly body: never;
  readonly member: () => SignedIn;

  constructor(
    readonly req: Request,
    readonly res: Response,
  ) {
    this.query = req.query as never;
    this.params = req.params as never;
    this.body = (req.body ?? {}) as never;
    this.member = () => req.member ?? throwUnauthorized();
  }

  // Few handlers need these: worked out when asked for.
  get language(): Language {
    return languageOf(this.req.get('accept-language'));
  }

  get origin(): string {
    return originOf(this.req);
  }
}

function respond(res: Response, data: unknown): void {
  if (!res.headersSent) sendOk(res, data);
}

function firstSegment(path: string): string {
  return (path.split('/', 2)[1] ?? '').toLowerCase();
}

function throwUnauthorized(): never {
  throw unauthorized();
}
