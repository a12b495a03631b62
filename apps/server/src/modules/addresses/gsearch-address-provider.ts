/**
 * GSearch adapter (SDFI's search-as-you-type service, DAWA-API.md "Successors"):
 *   GET {base}/adresse?q=…&limit=10&token=…
 * with base e.g. https://api.dataforsyningen.dk/rest/gsearch/v2.0. Hits carry id, vejnavn,
 * husnummer, etagebetegnelse, doerbetegnelse, postnummer, postnummernavn, visningstekst and
 * GeoJSON geometry in EPSG:25832 (adgangspunkt_geometri, else geometri / vejpunkt_geometri),
 * converted here to WGS84 with utm.ts. GSearch has no lookup by id, so `get` answers from the
 * suggestions it recently returned, else asks with an ECQL filter id='…' (not verified against
 * the live service: this machine has no internet access). Failures throw RemoteAddressError.
 */
import { z } from 'zod';
import { formatAddressText } from '@udlejning/shared/addresses/format';
import { ADDRESS_MAX_SUGGESTIONS } from '@udlejning/shared/addresses/suggestion';
import type { AddressProvider, AddressSuggestion } from '../../platform/address-provider';
import { getJson, joinUrl, RemoteAddressError, REMOTE_TIMEOUT_MS } from './remote-http';
import { utmToLatLon } from './utm';

export const GSEARCH_DEFAULT_URL = 'https://api.dataforsyningen.dk/rest/gsearch/v2.0';
const RECENT_MAX = 2000;

const text = z.string().nullish();
const geometrySchema = z.object({ type: z.string(), coordinates: z.unknown() }).nullish();
const gsearchHitSchema = z.object({
  id: z.string(),
  vejnavn: z.string(),
  husnummer: z.string(),
  etagebetegnelse: text,
  doerbetegnelse: text,
  supplerendebynavn: text,
  postnummer: z.string(),
  postnummernavn: z.string(),
  visningstekst: text,
  adgangspunkt_geometri: geometrySchema,
  geometri: geometrySchema,
  vejpunkt_geometri: geometrySchema,
});
type GsearchHit = z.infer<typeof gsearchHitSchema>;

/** The first [easting, northing] of a GeoJSON Point or MultiPoint, or null. */
export function firstPoint(geometry: { type: string; coordinates: unknown } | null | undefined): [number, number] | null {
  let c: unknown = geometry?.coordinates;
  while (Array.isArray(c) && Array.isArray(c[0])) c = c[0];
  return Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number' ? [c[0], c[1]] : null;
}

/** Maps a GSearch address hit to a suggestion (coordinates converted from EPSG:25832 to [lat, lon]). */
export function gsearchToSuggestion(h: GsearchHit): AddressSuggestion {
  const floor = h.etagebetegnelse || null;
  const door = h.doerbetegnelse || null;
  const point = firstPoint(h.adgangspunkt_geometri) ?? firstPoint(h.geometri) ?? firstPoint(h.vejpunkt_geometri);
  if (!point) throw new RemoteAddressError('GSearch: hit without geometry');
  const { lat, lon } = utmToLatLon(point[0], point[1]);
  return {
    id: h.id,
    href: `/api/addresses/${h.id}`,
    address:
      h.visningstekst ||
      formatAddressText({
        street: h.vejnavn,
        house: h.husnummer,
        floor,
        door,
        supplementaryCity: h.supplerendebynavn,
        zip: h.postnummer,
        city: h.postnummernavn,
      }),
    street: h.vejnavn,
    house: h.husnummer,
    floor,
    door,
    zip: h.postnummer,
    city: h.postnummernavn,
    geo: { coordinates: [lat, lon] },
    source: 'gsearch',
  };
}

function parseHits(body: unknown): GsearchHit[] {
  const parsed = z.array(gsearchHitSchema).safeParse(body ?? []);
  if (!parsed.success) throw new RemoteAddressError('GSearch: unexpected reply shape');
  return parsed.data;
}

/** The GSearch provider. `token` is the Dataforsyningen token; `timeoutMs` per request (2 s). */
export function createGsearchAddressProvider(
  opts: { baseUrl?: string; token?: string; timeoutMs?: number } = {},
): AddressProvider {
  const base = opts.baseUrl || GSEARCH_DEFAULT_URL;
  const timeoutMs = opts.timeoutMs ?? REMOTE_TIMEOUT_MS;
  const auth: Record<string, string> = opts.token ? { token: opts.token } : {};
  // suggestions handed out recently, so the chosen href resolves without a second search
  const recent = new Map<string, AddressSuggestion>();
  const remember = (s: AddressSuggestion) => {
    recent.delete(s.id);
    recent.set(s.id, s);
    if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
  };
  return {
    async autocomplete(q, limit = ADDRESS_MAX_SUGGESTIONS) {
      const max = Math.min(Math.max(limit, 1), ADDRESS_MAX_SUGGESTIONS);
      const body = await getJson(joinUrl(base, '/adresse', { q, limit: max, ...auth }), timeoutMs);
      const suggestions = parseHits(body).slice(0, max).map(gsearchToSuggestion);
      suggestions.forEach(remember);
      return suggestions;
    },
    async get(id) {
      const known = recent.get(id);
      if (known) return known;
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const body = await getJson(joinUrl(base, '/adresse', { q: id, filter: `id='${id}'`, limit: 1, ...auth }), timeoutMs);
      const [hit] = parseHits(body);
      return hit && hit.id === id ? gsearchToSuggestion(hit) : null;
    },
  };
}
