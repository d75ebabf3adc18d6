import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URLS, freshTiles, tileLayers } from '../tile-layers';

describe('the map’s tile layers', () => {
  it('are AutoNavi’s road and traffic tiles unless configured', () => {
    expect(tileLayers(undefined, undefined)).toEqual({
      base: DEFAULT_TILE_URLS[0],
      traffic: DEFAULT_TILE_URLS[1],
      subdomains: '1234',
    });
  });

  it('take the configured base map, and a traffic layer only when one is configured', () => {
    expect(tileLayers(' https://tiles.example/{z}/{x}/{y}.png ', 'abc')).toEqual({
      base: 'https://tiles.example/{z}/{x}/{y}.png',
      traffic: null,
      subdomains: 'abc',
    });
    expect(tileLayers('https://a/{z}/{x}/{y}, https://t/{z}/{x}/{y}?live=1', '')).toMatchObject({
      traffic: 'https://t/{z}/{x}/{y}?live=1',
      subdomains: '1234',
    });
  });

  it('ask for fresh traffic tiles with a time parameter', () => {
    expect(freshTiles('https://t/{z}/{x}/{y}?v=1', 42)).toBe('https://t/{z}/{x}/{y}?v=1&_=42');
    expect(freshTiles('https://t/{z}/{x}/{y}', 42)).toBe('https://t/{z}/{x}/{y}?_=42');
  });
});
