/**
 * The preview's map (doc 2 §2 Preview page): the live MapLibre map when a tile style is
 * configured and the browser has WebGL, else (or once the live map reports a failure) the offline
 * schematic DwellingMap. MapLibre is a lazy chunk fetched only here; the coordinates line and the
 * OpenStreetMap link are shown in both cases.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DwellingMap, type DwellingMapProps } from '../components/DwellingMap';
import type { LiveMapProps } from './LiveMap';
import { hasWebGL, mapStyle } from './map-config';

/** Stands in when the chunk itself cannot load (offline): reports the failure at once. */
function ChunkFailed({ onFail }: LiveMapProps) {
  useEffect(onFail, [onFail]);
  return null;
}

const LiveMap = lazy((): Promise<{ default: ComponentType<LiveMapProps> }> =>
  import('./LiveMap').catch(() => ({ default: ChunkFailed })),
);

/** Read once per language: the style object must keep its identity across renders. */
const STYLES = new Map<string, ReturnType<typeof mapStyle>>();
const styleFor = (attribution: string) => {
  if (!STYLES.has(attribution)) STYLES.set(attribution, mapStyle(undefined, attribution));
  return STYLES.get(attribution)!;
};

export function PreviewMap({ coordinates, zip, city }: Omit<DwellingMapProps, 'figure'>) {
  const { t } = useTranslation('dwellings');
  const STYLE = styleFor(t('map.attribution'));
  const [isLive, setLive] = useState(() => STYLE !== null && coordinates != null && hasWebGL());
  if (!isLive || !coordinates || !STYLE) return <DwellingMap coordinates={coordinates} zip={zip} city={city} />;
  const [lat, lon] = coordinates;
  const place = [zip, city].filter(Boolean).join(' ');
  const placeholder = <Box sx={{ width: '100%', aspectRatio: '4 / 3', maxHeight: 360, bgcolor: 'grey.100', borderRadius: 1 }} />;
  return (
    <DwellingMap
      coordinates={coordinates}
      zip={zip}
      city={city}
      figure={
        <Suspense fallback={placeholder}>
          <LiveMap
            lat={lat}
            lon={lon}
            style={STYLE}
            label={t('liveMap.label', { place: place || `${lat}, ${lon}` })}
            markerLabel={t('liveMap.marker')}
            onFail={() => setLive(false)}
          />
        </Suspense>
      }
    />
  );
}
