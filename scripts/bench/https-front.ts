import { join } from 'node:path';
import { CPU, nodeArgs, startService, WORKERS, type Service } from './processes';

export interface HttpsFront extends Pick<Service, 'url' | 'stop'> {
  /** Its certificate's public key hash, for frontArgs. */
  spki: string;
}

const READY = /HTTPS front ready at (https:\/\/\S+) spki (\S+)/;

/**
 * Chromium trusts the fronts' certificates, made for the run and signed by nobody, by their
 * public keys. Not --ignore-certificate-errors: a page whose certificate has errors is kept out of
 * the disk cache (Chromium keeps only its memory cache, lost on a new navigation), so a second
 * visit over HTTPS downloaded every file again. With the key listed the certificate verifies as
 * valid, as a real server's does. (Chromium honours the list only with --user-data-dir.)
 */
export const frontArgs = (fronts: HttpsFront[]): string[] =>
  fronts.length > 0
    ? [`--ignore-certificate-errors-spki-list=${fronts.map((front) => front.spki).join(',')}`]
    : [];

/**
 * The TLS front speaking HTTP/2 before the simulator at `target` (workers/https-front.ts), as the
 * operator's web server stands before the app: a process pinned to the servers' CPU, beside the
 * simulator, away from the browser's.
 */
export async function startHttpsFront(target: string): Promise<HttpsFront> {
  const service = await startService(
    'the HTTPS front',
    nodeArgs(join(WORKERS, 'https-front.ts'), [target]),
    READY,
    { cpu: CPU.server },
  );
  const spki = READY.exec(service.output())?.[2];
  if (!spki) throw new Error(`the HTTPS front printed no key hash:\n${service.output()}`);
  return { url: service.url, stop: () => service.stop(), spki };
}
