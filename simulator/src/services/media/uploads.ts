import { guessPlateType, isValidPlate, PROVINCES } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail } from '../../http/errors';
import type { UploadRow } from '../../repositories/media/uploads';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { isOwnUploadUrl, uploadTokenOf } from '../../util/text';
import { checkMediaLink, signMediaPath } from './links';

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

/** An upload's address: its unguessable token, then its name. */
const UPLOAD_URL = /\/media\/upload\/([0-9a-f]{32})\//;

/** What makes a picture a vehicle licence (行驶证) for the simulated reader: its file name says so. */
const LICENCE_IN_NAME = /行驶证|licen[cs]e/iu;

const PLATE_IN_TEXT = new RegExp(
  `[${PROVINCES.join('')}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,6}[学挂警]?`,
  'u',
);

/**
 * The member's own image upload a form names by its URL (relative, or on this `origin`), or 2015
 * for anything else: `javascript:`, `data:`, another host or path, another member's upload.
 */
export function ownImageUpload(
  store: Store,
  member: MemberRow,
  url: string,
  origin: string,
): UploadRow {
  const token = isOwnUploadUrl(url, origin) ? uploadTokenOf(url) : undefined;
  const upload = token ? store.uploads.byToken(token) : undefined;
  if (!upload || upload.member_id !== member.id || !upload.mime.startsWith('image/')) {
    throw fail('imageUrlInvalid');
  }
  return upload;
}

/** A fresh signed link of an upload, valid for MEDIA_LINK_SECONDS of the simulator clock. */
export const signedUploadLink = (upload: UploadRow, nowMs: number): string =>
  signMediaPath(`/media/upload/${upload.token}/${encodeURIComponent(upload.name)}`, nowMs);

/** Uploads (stored in the database, served under /media/upload) and plate reading from them. */
export function uploadService(store: Store, clock: Clock) {
  const { uploads } = store;

  function ownUpload(member: MemberRow, url: string) {
    const token = UPLOAD_URL.exec(url)?.[1];
    const row = token ? uploads.byToken(token) : undefined;
    return row && row.member_id === member.id ? row : undefined;
  }

  function plateIn(name: string): Schemas['PlateReading'] | undefined {
    const number = PLATE_IN_TEXT.exec(name)?.[0];
    if (!number) return undefined;
    const plateType = guessPlateType(number);
    if (!isValidPlate(number, plateType)) return undefined;
    return { number, plateType, confidence: 0.96 };
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
      const { token } = uploads.byId(id)!;
      return {
        url:
          origin +
          signMediaPath(`/media/upload/${token}/${encodeURIComponent(name)}`, clock.nowMs()),
        name,
        size: file.size,
      };
    },

    /** A private media path signed for the next minutes of the simulator clock. */
    signLink: (path: string) => signMediaPath(path, clock.nowMs()),
    checkLink: (path: string, exp: unknown, sig: unknown) =>
      checkMediaLink(path, exp, sig, clock.nowMs()),

    /** The upload a media path names (`/media/upload/{token}/...`); a row id is no name. */
    byToken: (token: string) => (/^[0-9a-f]{32}$/.test(token) ? uploads.byToken(token) : undefined),

    /**
     * An upload its owner put to use (avatar, feedback or dispute photo) is served by its unguessable
     * address alone, since those answers repeat the stored link; any other only through a fresh
     * signed link (a licence photo, a PDF).
     */
    inUse: (token: string) => uploads.inUse(token),

    /**
     * The simulated plate reader: it reads the plate written in the uploaded photo's file name
     * (e.g. `云N12345.jpg`), which is enough to demo and test the flow without image recognition.
     */
    readPlate(member: MemberRow, imageUrl: string): Schemas['PlateReading'] {
      const upload = ownUpload(member, imageUrl);
      if (!upload || !upload.mime.startsWith('image/')) throw fail('plateUnreadable');
      const reading = plateIn(upload.name);
      if (!reading) throw fail('plateUnreadable');
      return reading;
    },

    /**
     * Proof that `number` is the member's vehicle: a photo of its vehicle licence the member
     * uploaded. The simulated reader takes a picture whose file name says 行驶证 (or licence) and
     * the plate (`行驶证-云N12345.jpg`) as a licence of that plate; the real operator runs OCR on it.
     */
    licenceProves(member: MemberRow, licenceUrl: string, number: string): boolean {
      const upload = ownUpload(member, licenceUrl);
      if (!upload || !upload.mime.startsWith('image/')) throw fail('licenceUnreadable');
      if (!LICENCE_IN_NAME.test(upload.name)) throw fail('licenceUnreadable');
      const reading = plateIn(upload.name);
      if (!reading) throw fail('licenceUnreadable');
      return reading.number === number;
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
