import { join } from 'node:path';
import { CPU, nodeArgs, startService, WORKERS, type Service } from './processes';

/** Chromium accepts the front's certificate, made for the run and signed by nobody. */
export const FRONT_ARGS = ['--ignore-certificate-errors'];

export type HttpsFront = Pick<Service, 'url' | 'stop'>;

/**
 * The TLS front speaking HTTP/2 before the simulator at `target` (workers/https-front.ts), as the
 * operator's web server stands before the app: a process pinned to the servers' CPU, beside the
 * simulator, away from the browser's.
 */
export function startHttpsFront(target: string): Promise<HttpsFront> {
  return startService(
    'the HTTPS front',
    nodeArgs(join(WORKERS, 'https-front.ts'), [target]),
    /HTTPS front ready at (https:\/\/\S+)/,
    { cpu: CPU.server },
  );
}
