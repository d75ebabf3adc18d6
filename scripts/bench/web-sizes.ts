import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './report';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** Never on /m/home: the map and the member areas load with their own screens. */
export const MAP_OR_MEMBER = /leaflet|map-tab|mine-tab|[\\/]vip[\\/]|[\\/]evc[\\/]|[\\/]shop[\\/]/i;

export const KB = 1024;

/** Sizes of a production build (`vite build` with its manifest), gzip level 9. */
export class BuildSizes {
  readonly manifest: Manifest;
  private readonly gzipCache = new Map<string, number>();

  constructor(readonly dist: string) {
    this.manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  }

  gzip(file: string): number {
    let size = this.gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(this.dist, file)), { level: 9 }).length;
      this.gzipCache.set(file, size);
    }
    return size;
  }

  /** The manifest key (source module) that produced a built file, when there is one. */
  sourceOf(file: string): string | undefined {
    return Object.entries(this.manifest).find(
      ([, chunk]) => chunk.file === file || chunk.css?.includes(file),
    )?.[0];
  }

  /** The files a chunk loads: itself, its static imports (recursively) and their CSS. */
  private files(keys: string[]): Set<string> {
    const seen = new Set<string>();
    const files = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      files.add(chunk.file);
      chunk.css?.forEach((css) => files.add(css));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  }

  /** index.html's app and the first module it runs ahead of it (web/src/start.ts). */
  private entryKeys(): string[] {
    const entries = Object.keys(this.manifest).filter((key) => this.manifest[key]?.isEntry);
    if (entries.length === 0) throw new Error('the build manifest has no entry');
    return entries;
  }

  /**
   * The entry's first load, then per route module what opening it adds to what the entry already
   * loaded: its chunk, the shared chunks it imports that the entry does not, and their CSS.
   */
  routeFigures(): Figure[] {
    // index.html itself counts: its inline first-paint script and frames come before any route.
    const entryFiles = new Set(['index.html', ...this.files(this.entryKeys())]);
    const sum = (files: Iterable<string>) =>
      [...files].reduce((total, file) => total + this.gzip(file), 0);
    const routes = Object.keys(this.manifest)
      .filter((key) => key.startsWith('src/app/routes/'))
      .sort();
    return [
      {
        name: 'entry (index.html, and the JS + CSS it loads before any route)',
        value: sum(entryFiles) / KB,
        unit: 'KB',
        // What every page waits for before its own route: 150 KB with React 19 and React DOM
        // themselves (66 KB gzip of it; Preact's compatibility layer, 10 KB, held it under 120).
        target: { op: '<=', value: 150 },
        digits: 1,
      },
      ...routes.map((key) => {
        const added = [...this.files([key])].filter((file) => !entryFiles.has(file));
        return {
          name: `route ${key.replace('src/app/routes/', '').replace(/\.tsx?$/, '')}`,
          value: sum(added) / KB,
          unit: 'KB',
          digits: 1,
        };
      }),
    ];
  }
}
