import type { Db } from '../db/database';

export interface UploadRow {
  id: number;
  member_id: number;
  name: string;
  mime: string;
  size: number;
  data: Buffer;
}

export function uploadRepository(db: Db) {
  const s = {
    insert: db.prepare(
      `INSERT INTO uploads (member_id, name, mime, size, data, created_at)
       VALUES (@memberId, @name, @mime, @size, @data, @createdAt)`,
    ),
    byId: db.prepare('SELECT * FROM uploads WHERE id = @id'),
  };
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
  };
}
