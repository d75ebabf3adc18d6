import type { NextFunction, Request, Response } from 'express';
import { chinaDateTime } from '@dehong/api-spec/domain';

export interface JournalEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  /** The envelope's code, when the answer was one. */
  code: number | null;
}

/** An entry as kept: the instant, formatted only when the console reads it (rarely). */
type Recorded = Omit<JournalEntry, 'time'> & { at: number };

const KEEP = 500;

/** The recent requests the admin console shows, newest first (in memory, per app). */
export class RequestJournal {
  /** A ring of the last KEEP entries; `next` is where the next one goes. */
  private readonly entries: Recorded[] = [];
  private next = 0;

  /** `pathOf` turns the request's method and target into what is kept (e.g. redacted). */
  constructor(
    private readonly pathOf: (method: string, url: string) => string = (_method, url) => url,
  ) {}

  recent(limit: number): JournalEntry[] {
    const newestFirst = [
      ...this.entries.slice(0, this.next).reverse(),
      ...this.entries.slice(this.next).reverse(),
    ];
    return newestFirst.slice(0, limit).map(({ at, ...entry }) => ({
      time: chinaDateTime(new Date(at)),
      ...entry,
    }));
  }

  private keep(entry: Recorded): void {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % KEEP;
  }

  middleware(shouldRecord: (path: string) => boolean) {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!shouldRecord(req.path)) return next();
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const code = res.locals.envelopeCode;
        this.keep({
          at: Date.now(),
          method: req.method,
          path: this.pathOf(req.method, req.originalUrl),
          status: res.statusCode,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
          code: typeof code === 'number' ? code : null,
        });
      });
      next();
    };
  }
}
