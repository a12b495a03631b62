import { describe, expect, it } from 'vitest';
import { buildShippedAddressRows, derivedUuid, readAddressCsv, searchText, toUuid } from './address-index.loader';

const rows = buildShippedAddressRows();
const byText = (text: string) => rows.filter((r) => r.text === text);

describe('the shipped address rows', () => {
  it('reads every postal code', () => {
    const postal = readAddressCsv('postnumre');
    expect(postal.length).toBe(1109);
    expect(postal.find((p) => p.postnr === '5000')?.navn).toBe('Odense C');
  });

  it('has every DAR unit, the DAR access addresses and the OSM access addresses, with unique ids', () => {
    const count = (source: string, kind: string) => rows.filter((r) => r.source === source && r.kind === kind).length;
    expect(count('dar', 'adresse')).toBe(2800);
    expect(count('dar', 'adgangsadresse')).toBeGreaterThan(100);
    expect(count('osm', 'adgangsadresse')).toBeGreaterThan(12000);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
  });

  it('skips OSM rows whose id is a DAR access address', () => {
    const darIds = new Set(readAddressCsv('dar_adgangsadresser').map((a) => a.id));
    const osm = readAddressCsv('osm_adgangsadresser').filter((o) => darIds.has(toUuid(o.adgangsadresseid)));
    expect(osm.length).toBeGreaterThan(0);
    for (const o of osm) {
      const id = toUuid(o.adgangsadresseid);
      expect(rows.some((r) => r.source === 'osm' && r.id === id)).toBe(false);
      expect(rows.some((r) => r.source === 'dar' && (r.id === id || r.accessAddressId === id))).toBe(true);
    }
  });

  it('gives OSM rows without a DAWA id a stable uuid from their OSM element', () => {
    const o = readAddressCsv('osm_adgangsadresser').find((x) => !x.adgangsadresseid);
    expect(o).toBeDefined();
    const id = derivedUuid(`osm:${o?.osm_type}/${o?.osm_id}`);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(derivedUuid(`osm:${o?.osm_type}/${o?.osm_id}`)).toBe(id);
    expect(buildShippedAddressRows().map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('formats OSM rows as DAWA betegnelse and converts ids to uuid form', () => {
    const [row] = byText('Kongens Nytorv 11, 1050 København K');
    expect(row).toMatchObject({
      id: '0a3f507a-ac28-32b8-e044-0003ba298018',
      source: 'osm',
      floor: null,
      door: null,
      zip: '1050',
    });
    expect(row.lat).toBeCloseTo(55.679425, 6);
  });

  it('keeps a DAR unit without floor/door instead of its identical access address', () => {
    const rowsFor41N = byText('Østre Stationsvej 41N, 5000 Odense C');
    expect(rowsFor41N).toHaveLength(1);
    expect(rowsFor41N[0].kind).toBe('adresse');
  });

  it('stores folded search words with house-number markers and street#house lexemes', () => {
    const [row] = byText('Ridehusgade 49, 2. th, 5000 Odense C');
    expect(row.search).toBe('ridehusgade 49 2 th 5000 odense c #49 ridehusgade#49');
    expect(searchText('Østre Stationsvej 41N, st. 2, 5000 Odense C', '41N', 'Østre Stationsvej')).toBe(
      'ostre stationsvej 41n st 2 5000 odense c #41n #41 ostre#41n ostre#41 stationsvej#41n stationsvej#41',
    );
  });
});
