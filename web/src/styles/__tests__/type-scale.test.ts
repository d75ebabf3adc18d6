import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');
/** The two sheets that define the scale: the standard one and care mode's. */
const SCALE_SHEETS = new Set(['styles.css', 'lib/care-mode.css']);

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('the type scale', () => {
  // A font size written in pixels stays put when care mode sets the scale 18 px and up, so the
  // screen that uses it is the one an older owner cannot read.
  it('is the only source of font sizes outside the sheets that define it', () => {
    const raw = styleSheets(SRC)
      .filter((path) => !SCALE_SHEETS.has(relative(SRC, path).replaceAll('\\', '/')))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ line: line.trim(), at: `${relative(SRC, path)}:${index + 1}` }))
          .filter(({ line }) => /^font-size:\s*[\d.]+(px|pt|rem)\b/.test(line))
          .map(({ line, at }) => `${at} ${line}`),
      );
    expect(raw).toEqual([]);
  });
});
