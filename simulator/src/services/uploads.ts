import { guessPlateType, isValidPlate, PROVINCES } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../clock';
import { fail } from '../http/errors';
import type { MemberRow } from '../repositories/members';
import type { Store } from '../repositories/store';

export interface UploadedFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

const KINDS = {
  image: { limit: 2 * 1024 * 1024, rule: 'PNG, JPEG or WebP up to 2 MB' },
  file: { limit: 5 * 1024 * 1024, rule: 'PDF up to 5 MB' },
} as const;

/** The type from the file's first bytes (never its name or declared type). */
function sniff(data: Buffer): string | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

const PLATE_IN_TEXT = new RegExp(
  `[${PROVINCES.join('')}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,6}[学挂警]?`,
  'u',
);

/** Uploads (stored in the database, served under /media/upload) and plate reading from them. */
export function uploadService(store: Store, clock: Clock) {
  const { uploads } = store;

  function ownUpload(member: MemberRow, url: string) {
    const id = /\/media\/upload\/(\d+)\//.exec(url)?.[1];
    const row = id ? uploads.byId(Number(id)) : undefined;
    return row && row.member_id === member.id ? row : undefined;
  }

  return {
    store(
      member: MemberRow,
      kind: keyof typeof KINDS,
      file: UploadedFile | undefined,
      origin: string,
    ): Schemas['Upload'] {
      const { limit, rule } = KINDS[kind];
      const mime = file ? sniff(file.buffer) : null;
      const allowed = kind === 'image' ? mime?.startsWith('image/') : mime === 'application/pdf';
      if (!file || !mime || !allowed || file.size > limit) throw fail('uploadRejected', { rule });
      const name = file.originalname.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-100) || 'upload';
      const id = uploads.insert({
        memberId: member.id,
        name,
        mime,
        size: file.size,
        data: file.buffer,
        createdAt: clock.nowMs(),
      });
      return {
        url: `${origin}/media/upload/${id}/${encodeURIComponent(name)}`,
        name,
        size: file.size,
      };
    },

    byId: (id: number) => uploads.byId(id),

    /**
     * The simulated plate reader: it reads the plate written in the uploaded photo's file name
     * (e.g. `云N12345.jpg`), which is enough to demo and test the flow without image recognition.
     */
    readPlate(member: MemberRow, imageUrl: string): Schemas['PlateReading'] {
      const upload = ownUpload(member, imageUrl);
      if (!upload || !upload.mime.startsWith('image/')) throw fail('plateUnreadable');
      const number = PLATE_IN_TEXT.exec(upload.name)?.[0];
      if (!number) throw fail('plateUnreadable');
      const plateType = guessPlateType(number);
      if (!isValidPlate(number, plateType)) throw fail('plateUnreadable');
      return { number, plateType, confidence: 0.96 };
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
