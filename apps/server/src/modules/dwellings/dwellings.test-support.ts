/**
 * Test helpers of the dwellings domain: an address row in the local index, a listing form that
 * passes every step, dwellings inserted directly in any state, and multipart bodies.
 *   const addressId = await insertTestAddress(t.deps);
 *   const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
 */
import { randomUUID } from 'node:crypto';
import { emptyDwellingForm, type DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import type { Deps } from '../../platform/deps';
import { addresses } from '../addresses/addresses.schema';
import { contentToColumns, type DwellingRow } from './dwellings.content';
import { insertDwelling } from './dwellings.repository';
import { eq } from 'drizzle-orm';
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import type { ApiClient } from '../../test/test-app';
import { dwellings } from '../../schema/dwellings.schema';

/** Inserts an address into the local index and returns its id. */
export async function insertTestAddress(
  deps: Deps,
  over: Partial<{ street: string; house: string; zip: string; city: string }> = {},
): Promise<string> {
  const id = randomUUID();
  const a = { street: 'Testvej', house: String(Math.floor(Math.random() * 900) + 1), zip: '8000', city: 'Aarhus C', ...over };
  const text = `${a.street} ${a.house}, ${a.zip} ${a.city}`;
  await deps.db.insert(addresses).values({
    id,
    kind: 'adgangsadresse',
    street: a.street,
    house: a.house,
    zip: a.zip,
    city: a.city,
    text,
    search: text.toLowerCase(),
    lon: 10.2,
    lat: 56.15,
    source: 'synthetic',
  });
  return id;
}

/** A listing that passes every step for a PERSONAL owner (money in øre). */
export function completeDwellingForm(addressId: string | null): DwellingContent {
  const f = emptyDwellingForm();
  f.type.dwelling = 'APARTMENT';
  f.size = { rooms: 3, area: 85, additional: [] };
  f.location = { ...f.location, id: addressId };
  f.available = null;
  f.economy = { ...f.economy, rent: 1_250_000, prepaid: 1_250_000, deposit: 3_750_000 };
  f.headline = 'Lys lejlighed tæt på centrum';
  f.description = 'En lys og rummelig lejlighed med altan, nyt køkken og gode busforbindelser. '.repeat(2);
  f.contact = { name: 'Lis Udlejer', email: 'lis@example.dk', phone: '+4512345678', link: null };
  f.consents = f.consents.map((c) => ({ ...c, value: true }));
  return f;
}

let sequence = 0;

/**
 * Inserts a dwelling for `owner` directly (no validation); content defaults to a complete listing
 * whose address id is synthetic (the server looks ids up only when they change).
 */
export async function buildDwelling(
  deps: Deps,
  opts: { owner: { id: number }; content?: DwellingContent } & Partial<typeof dwellings.$inferInsert>,
): Promise<DwellingRow> {
  const { owner, content, ...columns } = opts;
  sequence += 1;
  const c = content ?? completeDwellingForm(null);
  if (!content)
    c.location = {
      ...c.location,
      id: `test-address-${sequence}`,
      address: `Byggevej ${sequence}, 8000 Aarhus C`,
      zip: '8000',
      city: 'Aarhus C',
    };
  return insertDwelling(deps.db, { userId: owner.id, ...contentToColumns(c), ...columns });
}

/** A multipart/form-data body for fastify.inject with one `files` part per file. */
export function multipartBody(files: { name: string; type: string; data: Buffer }[], field = 'files') {
  const boundary = `----udlejning${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The stored dwelling row with this uuid (undefined when none), read straight from the database. */
export async function storedDwelling(deps: Deps, uuid: string) {
  return (await deps.db.select().from(dwellings).where(eq(dwellings.uuid, uuid)))[0];
}

/** The dwelling's activity entries through GET /api/dwellings/:uuid/audit, as the given (admin) client. */
export async function auditEntries(api: ApiClient, uuid: string): Promise<ActivityEntry[]> {
  return (await api.get(`/api/dwellings/${uuid}/audit`)).json<{ results: ActivityEntry[] }>().results;
}
