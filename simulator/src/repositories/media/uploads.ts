import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface UploadRow {
  id: number;
  /** The unguessable name it is served under (/media/upload/{token}/{name}). */
  token: string;
  member_id: number;
  name: string;
  mime: string;
  size: number;
  data: Buffer;
}

export function uploadRepository(db: Db) {
  const s = onFirstUse(db, {
    insert: () =>
      db.prepare(
        `INSERT INTO uploads (member_id, name, mime, size, data, created_at)
       VALUES (@memberId, @name, @mime, @size, @data, @createdAt)`,
      ),
    byId: () => db.prepare('SELECT * FROM uploads WHERE id = @id'),
    byToken: () => db.prepare('SELECT * FROM uploads WHERE token = @token'),
    inUse: () =>
      db
        .prepare(
          `SELECT EXISTS (SELECT 1 FROM members WHERE account_pic LIKE @pattern)
             OR EXISTS (SELECT 1 FROM posts WHERE account_pic LIKE @pattern)
             OR EXISTS (SELECT 1 FROM feedback WHERE images LIKE @pattern)
             OR EXISTS (SELECT 1 FROM order_faults WHERE photos LIKE @pattern)`,
        )
        .pluck(),
  });
  return {
    insert: (u: {
      memberId: number;
      name: string;
      mime: string;
      size: number;
      data: Buffer;
      createdAt: number;
    }) => Number(s.insert.run(u).lastInsertRowid),
    byId: (id: number) => s.byId.get({ id }) as UploadRow | undefined,
    byToken: (token: string) => s.byToken.get({ token }) as UploadRow | undefined,
    /** Whether its owner put the upload to use: avatar (posts copy it), feedback or dispute photo. */
    inUse: (token: string) =>
      (s.inUse.get({ pattern: `%/media/upload/${token}/%` }) as number) === 1,
  };
}
