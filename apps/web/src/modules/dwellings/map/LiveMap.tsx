/**
 * The preview's live map (docs/architecture.md "Web app: shared pieces and layout"): MapLibre GL over the configured tiles (map-config.ts) with a
 * marker at the dwelling and the tile attribution always shown. Loaded lazily (its own chunk, only
 * on the preview). Calls `onFail` when it cannot draw: no WebGL, a style or tile that fails to load,
 * or nothing loaded within `timeoutMs` (offline, tests); the caller then shows the schematic map.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre looks for its worker beside its own module, which bundling moves: hand Vite's emitted file over
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

export type LiveMapProps = {
  lat: number;
  lon: number;
  style: string | StyleSpecification;
  /** Accessible name of the map. */
  label: string;
  /** Accessible name of the marker. */
  markerLabel: string;
  onFail: () => void;
  /** How long the first tiles may take before the map gives up (ms). */
  timeoutMs?: number;
};

export default function LiveMap({ lat, lon, style, label, markerLabel, onFail, timeoutMs = 8000 }: LiveMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const failRef = useRef(onFail);
  failRef.current = onFail;
  const { t } = useTranslation('dwellings');
  // MapLibre's own texts (controls, the scroll hint) in the page's language
  const locale = {
    'NavigationControl.ZoomIn': t('map.controls.zoomIn'),
    'NavigationControl.ZoomOut': t('map.controls.zoomOut'),
    'NavigationControl.ResetBearing': t('map.controls.resetBearing'),
    'AttributionControl.ToggleAttribution': t('map.controls.toggleAttribution'),
    'CooperativeGesturesHandler.WindowsHelpText': t('map.controls.windowsHelp'),
    'CooperativeGesturesHandler.MacHelpText': t('map.controls.macHelp'),
    'CooperativeGesturesHandler.MobileHelpText': t('map.controls.mobileHelp'),
    'Marker.Title': t('map.controls.marker'),
  };
  const localeRef = useRef(locale);
  localeRef.current = locale;

  useEffect(() => {
    if (!container.current) return;
    let isDone = false;
    const fail = () => {
      if (isDone) return;
      isDone = true;
      failRef.current();
    };
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style,
        center: [lon, lat],
        zoom: 14,
        attributionControl: { compact: false },
        cooperativeGestures: true,
        locale: localeRef.current,
      });
    } catch {
      fail();
      return;
    }
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const marker = new Marker({ color: '#d32f2f' }).setLngLat([lon, lat]).addTo(map);
    marker.getElement().setAttribute('aria-label', markerLabel);
    map.getCanvas().setAttribute('aria-label', label);
    const timer = window.setTimeout(fail, timeoutMs);
    map.on('error', fail);
    map.on('webglcontextlost', fail);
    // the first 'idle' after load means the visible tiles are in
    map.once('idle', () => {
      if (isDone) return;
      isDone = true;
      window.clearTimeout(timer);
    });
    return () => {
      isDone = true;
      window.clearTimeout(timer);
      map.remove();
    };
  }, [lat, lon, style, label, markerLabel, timeoutMs]);

  return (
    <Box
      ref={container}
      data-testid="live-map"
      sx={{
        width: '100%',
        aspectRatio: '4 / 3',
        maxHeight: 360,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
