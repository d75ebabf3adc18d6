import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key of a recording's shape hashes (`‹phone:11:9f2c1a0b›`), kept in `<dir>/.mask-key` so a
 * replay of the folder hashes a request as the recording did. It is a secret of the folder, not
 * of the recordings: `.gitignore` beside it keeps it out of a commit, and without it a short value
 * (a phone's 11 digits) could be found again by hashing every candidate. A replay without the key
 * matches its requests with the hashes left out (replay.ts).
 */
export const KEY_FILE = '.mask-key';

const read = (file: string) => {
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    return key.length >= 16 ? key : undefined;
  } catch {
    return undefined;
  }
};

/** The folder's key; a new one written there when `create` and there is none. */
export function recordingKey(dir: string, create: boolean): Buffer {
  const file = join(dir, KEY_FILE);
  const known = read(file);
  if (known || !create) return known ?? randomBytes(32);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    // Another proxy wrote one first: its key serves both.
  }
  try {
    writeFileSync(join(dir, '.gitignore'), `${KEY_FILE}\n`, { flag: 'wx' });
  } catch {
    // The folder has its own .gitignore.
  }
  return read(file) ?? randomBytes(32);
}
