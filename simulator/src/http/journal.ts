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

const KEEP = 500;

/** The recent requests the admin console shows, newest first (in memory, per app). */
export class RequestJournal {
  private entries: JournalEntry[] = [];

  record(entry: JournalEntry): void {
    this.entries.unshift(entry);
    if (this.entries.length > KEEP) this.entries.length = KEEP;
  }

  recent(limit: number): JournalEntry[] {
    return this.entries.slice(0, limit);
  }

  middleware(shouldRecord: (path: string) => boolean) {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!shouldRecord(req.path)) return next();
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const code = res.locals.envelopeCode;
        this.record({
          time: chinaDateTime(),
          method: req.method,
          path: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
          code: typeof code === 'number' ? code : null,
        });
      });
      next();
    };
  }
}
