import { describe, expect, it } from 'vitest';
import { readAddressCsv } from './address-index.loader';
import { utmToLatLon } from './utm';

describe('utmToLatLon (EPSG:25832 → WGS84)', () => {
  it('matches the lon/lat of every shipped DAR access address to within 1e-6° (~10 cm)', () => {
    const rows = readAddressCsv('dar_adgangsadresser');
    expect(rows.length).toBeGreaterThan(1000);
    let worst = 0;
    for (const r of rows) {
      const { lat, lon } = utmToLatLon(Number(r.etrs89_x), Number(r.etrs89_y));
      worst = Math.max(worst, Math.abs(lat - Number(r.lat)), Math.abs(lon - Number(r.lon)));
    }
    // the CSV rounds to 7 decimals
    expect(worst).toBeLessThan(1e-6);
  });

  it('converts a known point: Holmens Kanal 2, København', () => {
    const { lat, lon } = utmToLatLon(725418.06, 6176126.2);
    expect(lat).toBeCloseTo(55.6784957, 6);
    expect(lon).toBeCloseTo(12.5854842, 6);
  });

  it('puts the false easting on the central meridian 9°E, and takes another zone', () => {
    expect(utmToLatLon(500000, 6200000).lon).toBeCloseTo(9, 9);
    expect(utmToLatLon(500000, 6200000, 33).lon).toBeCloseTo(15, 9);
    expect(utmToLatLon(500000, 0).lat).toBeCloseTo(0, 9);
  });
});
