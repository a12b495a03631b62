import { describe, expect, it } from 'vitest';
import { mapStyle, OSM_ATTRIBUTION, OSM_TILE_URL } from './map-config';

describe('mapStyle', () => {
  it('defaults to OpenStreetMap raster tiles credited "© OpenStreetMap contributors"', () => {
    const style = mapStyle({});
    expect(style).toMatchObject({
      version: 8,
      sources: { base: { type: 'raster', tiles: [OSM_TILE_URL], attribution: OSM_ATTRIBUTION } },
    });
    expect(OSM_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('takes a style URL, other raster tiles, or off from the environment', () => {
    expect(mapStyle({ VITE_MAP_STYLE_URL: 'https://tiles.example.dk/style.json' })).toBe('https://tiles.example.dk/style.json');
    expect(mapStyle({ VITE_MAP_STYLE_URL: 'off' })).toBeNull();
    expect(
      mapStyle({ VITE_MAP_TILE_URL: 'https://t.example.dk/{z}/{x}/{y}.png', VITE_MAP_ATTRIBUTION: '© Eksempel' }),
    ).toMatchObject({
      sources: { base: { tiles: ['https://t.example.dk/{z}/{x}/{y}.png'], attribution: '© Eksempel' } },
    });
  });
});
