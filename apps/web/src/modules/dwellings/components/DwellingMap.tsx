/**
 * The preview's static map (doc 2 §2 Preview page "a static map built from coordinates"), drawn
 * offline as an inline SVG: Denmark's latitude/longitude frame with a graticule every degree
 * and a marker at the dwelling's coordinates, plus the coordinates and postal code as text.
 * No tile server and no invented streets; a link opens OpenStreetMap only when clicked.
 * Coordinates are written in the page's language (decimal comma in Danish). The preview shows it
 * when the live map (PreviewMap) cannot load; `figure` replaces the drawing with the live map.
 */
import type { ReactNode } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { formatCoordinate } from '../format';

/** The frame drawn: Denmark incl. Bornholm, degrees. */
export const MAP_BOUNDS = { south: 54.5, north: 57.8, west: 8.0, east: 15.3 } as const;
const WIDTH = 600;
// one degree of longitude is cos(latitude) of a degree of latitude: keep the frame's aspect true at 56°N
const HEIGHT = Math.round(
  (WIDTH * (MAP_BOUNDS.north - MAP_BOUNDS.south)) / ((MAP_BOUNDS.east - MAP_BOUNDS.west) * Math.cos((56 * Math.PI) / 180)),
);

/** SVG x/y of a coordinate in the frame (may fall outside for points outside Denmark). */
export function projectToFrame(lat: number, lon: number): { x: number; y: number } {
  const x = ((lon - MAP_BOUNDS.west) / (MAP_BOUNDS.east - MAP_BOUNDS.west)) * WIDTH;
  const y = ((MAP_BOUNDS.north - lat) / (MAP_BOUNDS.north - MAP_BOUNDS.south)) * HEIGHT;
  return { x, y };
}

export type DwellingMapProps = {
  /** [lat, lon] in degrees (WGS84), or null when the address has none. */
  coordinates: [number, number] | null | undefined;
  zip?: string | null;
  city?: string | null;
  /** Shown instead of the schematic drawing and its caption (the live map). */
  figure?: ReactNode;
};

/** The URL form (always a decimal point). */
const fmt = (n: number) => n.toFixed(5);

export function DwellingMap({ coordinates, zip, city, figure }: DwellingMapProps) {
  const { t, i18n } = useTranslation('dwellings');
  if (!coordinates) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('map.noCoordinates')}
      </Typography>
    );
  }
  const [lat, lon] = coordinates;
  const { x, y } = projectToFrame(lat, lon);
  const inside = x >= 0 && x <= WIDTH && y >= 0 && y <= HEIGHT;
  const place = [zip, city].filter(Boolean).join(' ');
  const shownLat = formatCoordinate(lat, i18n.language);
  const shownLon = formatCoordinate(lon, i18n.language);
  const label = t('map.label', { lat: shownLat, lon: shownLon, place });
  const lats = [55, 56, 57];
  const lons = [9, 10, 11, 12, 13, 14, 15];
  return (
    <Stack spacing={1}>
      {figure ?? (
        <Box
          component="svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={label}
          // a compact locator: the frame is all there is to show, so it stays small
          sx={{
            width: '100%',
            maxWidth: 360,
            height: 'auto',
            display: 'block',
            bgcolor: '#eef4f8',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        >
          {lats.map((la) => {
            const gy = projectToFrame(la, MAP_BOUNDS.west).y;
            return (
              <g key={`lat${la}`}>
                <line x1={0} x2={WIDTH} y1={gy} y2={gy} stroke="#b9cad6" strokeDasharray="4 4" />
                <text x={4} y={gy - 4} fontSize={20} fill="#5b7080">{`${la}° N`}</text>
              </g>
            );
          })}
          {lons.map((lo) => {
            const gx = projectToFrame(MAP_BOUNDS.south, lo).x;
            return (
              <g key={`lon${lo}`}>
                <line x1={gx} x2={gx} y1={0} y2={HEIGHT} stroke="#b9cad6" strokeDasharray="4 4" />
                <text x={gx + 4} y={HEIGHT - 6} fontSize={20} fill="#5b7080">{`${lo}° E`}</text>
              </g>
            );
          })}
          {inside && (
            <g transform={`translate(${x} ${y})`}>
              <circle r={22} fill="#1976d2" opacity={0.15} />
              <path
                d="M0 0 C -9 -12, -12 -18, -12 -24 A 12 12 0 1 1 12 -24 C 12 -18, 9 -12, 0 0 Z"
                fill="#d32f2f"
                stroke="#fff"
                strokeWidth={2}
              />
              <circle cy={-24} r={4.5} fill="#fff" />
            </g>
          )}
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PlaceOutlinedIcon fontSize="small" color="action" />
        <Typography variant="body2">{`${shownLat}° N, ${shownLon}° E${place ? ` · ${place}` : ''}`}</Typography>
        <Link
          variant="body2"
          href={`https://www.openstreetmap.org/?mlat=${fmt(lat)}&mlon=${fmt(lon)}#map=16/${fmt(lat)}/${fmt(lon)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('map.openExternal')}
        </Link>
      </Stack>
      {!figure && (
        <Typography variant="caption" color="text.secondary">
          {inside ? t('map.schematic') : t('map.outside')}
        </Typography>
      )}
    </Stack>
  );
}
