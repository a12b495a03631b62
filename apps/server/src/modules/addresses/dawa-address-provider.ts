/**
 * DAWA adapter (DAWA-API.md §2, §4): autocomplete with
 *   GET {base}/adresser/autocomplete?q=…&fuzzy=&per_side=10
 * and lookup by id with GET {base}/adresser/{id}?struktur=mini, then
 * GET {base}/adgangsadresser/{id}?struktur=mini for access-address ids. Coordinates come as
 * x = lon, y = lat (srid 4326). The base URL defaults to https://api.dataforsyningen.dk (also
 * https://dawa.aws.dk and DAWA-compatible clones). Failures throw RemoteAddressError; wrap the
 * provider with the local fallback (fallback-address-provider.ts).
 */
import { z } from 'zod';
import { formatAddressText } from '@udlejning/shared/addresses/format';
import { ADDRESS_MAX_SUGGESTIONS } from '@udlejning/shared/addresses/suggestion';
import type { AddressProvider, AddressSuggestion } from '../../platform/address-provider';
import { getJson, joinUrl, RemoteAddressError, REMOTE_TIMEOUT_MS } from './remote-http';

export const DAWA_DEFAULT_URL = 'https://api.dataforsyningen.dk';

const text = z.string().nullish();
/** DAWA "mini" address fields (adresse; adgangsadresse lacks etage/dør). */
const dawaMiniSchema = z.object({
  id: z.string(),
  vejnavn: z.string(),
  husnr: z.string(),
  etage: text,
  dør: text,
  supplerendebynavn: text,
  postnr: z.string(),
  postnrnavn: z.string(),
  x: z.number(),
  y: z.number(),
  betegnelse: text,
});
type DawaMini = z.infer<typeof dawaMiniSchema>;
const dawaAutocompleteSchema = z.array(z.object({ tekst: z.string(), adresse: dawaMiniSchema }));

/** Maps a DAWA mini record to a suggestion; `tekst` (autocomplete) or `betegnelse` is the text. */
export function dawaToSuggestion(a: DawaMini, tekst?: string): AddressSuggestion {
  const floor = a.etage || null;
  const door = a.dør || null;
  return {
    id: a.id,
    href: `/api/addresses/${a.id}`,
    address:
      tekst ||
      a.betegnelse ||
      formatAddressText({
        street: a.vejnavn,
        house: a.husnr,
        floor,
        door,
        supplementaryCity: a.supplerendebynavn,
        zip: a.postnr,
        city: a.postnrnavn,
      }),
    street: a.vejnavn,
    house: a.husnr,
    floor,
    door,
    zip: a.postnr,
    city: a.postnrnavn,
    geo: { coordinates: [a.y, a.x] },
    source: 'dawa',
  };
}

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new RemoteAddressError(`DAWA ${what}: unexpected reply shape`);
  return parsed.data;
}

/** The DAWA provider. `baseUrl` without a trailing slash; `timeoutMs` per request (2 s). */
export function createDawaAddressProvider(opts: { baseUrl?: string; timeoutMs?: number } = {}): AddressProvider {
  const base = opts.baseUrl || DAWA_DEFAULT_URL;
  const timeoutMs = opts.timeoutMs ?? REMOTE_TIMEOUT_MS;
  return {
    async autocomplete(q, limit = ADDRESS_MAX_SUGGESTIONS) {
      const perPage = Math.min(Math.max(limit, 1), ADDRESS_MAX_SUGGESTIONS);
      const body = await getJson(joinUrl(base, '/adresser/autocomplete', { q, fuzzy: '', per_side: perPage }), timeoutMs);
      const hits = parse(dawaAutocompleteSchema, body ?? [], 'autocomplete');
      return hits.slice(0, perPage).map((h) => dawaToSuggestion(h.adresse, h.tekst));
    },
    async get(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      for (const path of [`/adresser/${id}`, `/adgangsadresser/${id}`]) {
        const body = await getJson(joinUrl(base, path, { struktur: 'mini' }), timeoutMs);
        if (body) return dawaToSuggestion(parse(dawaMiniSchema, body, 'lookup'));
      }
      return null;
    },
  };
}
