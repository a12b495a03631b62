/**
 * A SYNTHETIC national-scale address index for the benchmark (source = 'synthetic'; not real
 * addresses). Street names are the real ones (vejnavne_postnr.csv plus the loaded rows), spread
 * over every ordinary postal code (postnumre.csv); each street gets house numbers 1…n (some with
 * a letter), as villas (an access address) or blocks of flats (units st./1./2.… th/tv/mf).
 * Rows are made in batches so a million of them never sit in memory at once.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import { buildAddressRow, derivedUuid, readAddressCsv } from '../../apps/server/src/modules/addresses/address-index.loader';
import type { NewAddressRow } from '../../apps/server/src/modules/addresses/addresses.repository';
import { createRandom, type QuerySource } from './address-queries';

const DOORS = ['th', 'tv', 'mf'];

/** The real street names and ordinary postal codes the synthetic rows are built from. */
export function syntheticVocabulary(extraStreets: string[]): { streets: string[]; postal: { zip: string; city: string }[] } {
  const streets = new Set(extraStreets);
  for (const r of readAddressCsv('vejnavne_postnr')) streets.add(r.vejnavn);
  const postal = readAddressCsv('postnumre')
    .filter((p) => p.stormodtager !== 'true')
    .map((p) => ({ zip: p.postnr, city: p.navn }));
  return { streets: [...streets].sort(), postal };
}

function syntheticId(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `5e000000-0000-4000-8000-${hex}`;
}

/**
 * Yields batches of synthetic rows, `total` rows in all. Every `sampleEvery`-th row is also
 * pushed to `sample` (for drawing benchmark queries).
 */
export function* syntheticAddressBatches(opts: {
  total: number;
  streets: string[];
  postal: { zip: string; city: string }[];
  batchSize?: number;
  seed?: number;
  sample?: QuerySource[];
  sampleEvery?: number;
}): Generator<NewAddressRow[]> {
  const rnd = createRandom(opts.seed ?? 7);
  const batchSize = opts.batchSize ?? 5000;
  const sampleEvery = opts.sampleEvery ?? 500;
  let made = 0;
  let batch: NewAddressRow[] = [];
  const emit = (row: NewAddressRow) => {
    if (made >= opts.total) return;
    if (opts.sample && made % sampleEvery === 0) {
      opts.sample.push({
        id: row.id,
        street: row.street,
        house: row.house,
        floor: row.floor ?? null,
        door: row.door ?? null,
        zip: row.zip,
        city: row.city,
      });
    }
    batch.push(row);
    made += 1;
  };
  const streetsPerCode = Math.max(1, Math.ceil(opts.total / opts.postal.length / 70));
  const usedByZip = new Map<string, Set<string>>();
  for (;;) {
    for (const code of opts.postal) {
      const used = usedByZip.get(code.zip) ?? new Set<string>();
      usedByZip.set(code.zip, used);
      for (let s = 0; s < streetsPerCode; s += 1) {
        // the same street name recurs in many postal codes, like real ones (Vestergade in many towns)
        const street = opts.streets[Math.floor(rnd() * opts.streets.length)];
        if (used.has(street)) continue;
        used.add(street);
        const houses = 4 + Math.floor(rnd() * 36);
        const lon = 8.1 + rnd() * 4.5;
        const lat = 54.6 + rnd() * 3.1;
        for (let h = 1; h <= houses; h += 1) {
          const house = rnd() < 0.05 ? `${h}${String.fromCharCode(65 + Math.floor(rnd() * 4))}` : String(h);
          const base = { street, house, zip: code.zip, city: code.city, lon: lon + h * 1e-4, lat, source: 'synthetic' };
          if (rnd() < 0.65) {
            emit(buildAddressRow({ ...base, id: syntheticId(made), kind: 'adgangsadresse' }));
          } else {
            const floors = 1 + Math.floor(rnd() * 5);
            const doors = rnd() < 0.2 ? 3 : 2;
            for (let f = 0; f < floors; f += 1) {
              for (let d = 0; d < doors; d += 1) {
                const unit = { ...base, floor: f === 0 ? 'st' : String(f), door: DOORS[d] };
                emit(buildAddressRow({ ...unit, id: syntheticId(made), kind: 'adresse' }));
              }
            }
          }
          if (batch.length >= batchSize) {
            yield batch;
            batch = [];
          }
          if (made >= opts.total) {
            if (batch.length > 0) yield batch;
            return;
          }
        }
      }
    }
  }
}

/** The columns of DAR's unit address file (dar_adresser.csv, the national import format). */
const DAR_UNIT_COLUMNS = [
  'id',
  'adgangsadresseid',
  'status',
  'kommunekode',
  'vejnavn',
  'husnr',
  'etage',
  'dør',
  'supplerendebynavn',
  'postnr',
  'postnrnavn',
  'betegnelse',
  'etrs89_x',
  'etrs89_y',
  'lon',
  'lat',
];

/**
 * Writes the synthetic rows as a DAR unit address CSV (dar_adresser.csv columns: a villa is a
 * unit without floor and door, as in DAR), `total` records, streamed through csv-stringify.
 * Returns the number of records written.
 */
export async function writeSyntheticAddressCsv(
  file: string,
  opts: Parameters<typeof syntheticAddressBatches>[0],
): Promise<number> {
  const out = createWriteStream(file);
  const csv = stringify({ header: true, columns: DAR_UNIT_COLUMNS });
  csv.pipe(out);
  let written = 0;
  for (const batch of syntheticAddressBatches(opts)) {
    for (const r of batch) {
      const access = derivedUuid(`synthetic:${r.street}|${r.zip}|${r.house}`);
      const ok = csv.write([
        r.id,
        access,
        '1',
        '',
        r.street,
        r.house,
        r.floor ?? '',
        r.door ?? '',
        '',
        r.zip,
        r.city,
        r.text,
        '',
        '',
        r.lon,
        r.lat,
      ]);
      written += 1;
      if (!ok) await once(csv, 'drain');
    }
  }
  csv.end();
  await once(out, 'finish');
  return written;
}
