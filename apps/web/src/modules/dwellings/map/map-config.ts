/**
 * Where the preview's live map gets its tiles (docs/architecture.md "Web app: shared pieces and layout"), read from the web build's environment:
 * - `VITE_MAP_STYLE_URL`: a MapLibre style JSON URL; `off` shows only the schematic map.
 * - otherwise raster tiles from `VITE_MAP_TILE_URL` (default OpenStreetMap's
 *   https://tile.openstreetmap.org/{z}/{x}/{y}.png) credited with `VITE_MAP_ATTRIBUTION`
 *   (default "© OpenStreetMap contributors", always visible on the map).
 */
import type { StyleSpecification } from 'maplibre-gl';

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** The build-time settings mapStyle() reads (a subset of `import.meta.env`). */
export type MapEnv = { VITE_MAP_STYLE_URL?: string; VITE_MAP_TILE_URL?: string; VITE_MAP_ATTRIBUTION?: string };

/** A one-layer raster style over `tiles` (an XYZ URL template), credited with `attribution`. */
export function rasterStyle(tiles: string, attribution: string): StyleSpecification {
  return {
    version: 8,
    sources: { base: { type: 'raster', tiles: [tiles], tileSize: 256, maxzoom: 19, attribution } },
    layers: [{ id: 'base', type: 'raster', source: 'base' }],
  };
}

/** The style the live map loads: a style URL, an inline raster style, or null when the live map is switched off. */
export function mapStyle(
  env: MapEnv = import.meta.env as MapEnv,
  defaultAttribution: string = OSM_ATTRIBUTION,
): string | StyleSpecification | null {
  const styleUrl = env.VITE_MAP_STYLE_URL?.trim();
  if (styleUrl === 'off') return null;
  if (styleUrl) return styleUrl;
  return rasterStyle(env.VITE_MAP_TILE_URL?.trim() || OSM_TILE_URL, env.VITE_MAP_ATTRIBUTION?.trim() || defaultAttribution);
}

/** Whether this browser can draw WebGL (MapLibre needs it; headless Chromium without a GPU may not). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
