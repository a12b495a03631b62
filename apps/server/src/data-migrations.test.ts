/**
 * The data parts of migrations, run again on sample rows (the test database has every migration applied
 * already; the statements are written to change nothing on a second run, so running them here shows their effect).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { normalizePhone } from '@udlejning/shared/phone';
import { MIGRATIONS_DIR } from './platform/db/client';
import { startTestApp, type TestApp } from './test/test-app';
import { buildLandlord } from './test/factories';
import { buildDwelling, completeDwellingForm } from './modules/dwellings/dwellings.test-support';
import { users } from './schema/accounts.schema';
import { dwellings } from './schema/dwellings.schema';

/** The statements of one migration file, as Drizzle's migrator splits them. */
const statementsOf = (file: string) =>
  readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.trim());

describe('0026_normalize_phones: stored phones in E.164 (docs/architecture.md "Phone numbers")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // typed before the rule → stored after the migration
  const CASES: [string, string][] = [
    ['+45 22 33 44 55', '+4522334455'],
    ['22 33 44 55', '+4522334455'],
    ['0045 22334455', '+4522334455'],
    ['22-33-44-55', '+4522334455'],
    ['(+45) 22.33.44.55', '+4522334455'],
    ['22\u00a033\u00a044\u00a055', '+4522334455'],
    ['0046 70 123 45 67', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['+4522334455', '+4522334455'],
    ['1234 5678', '+4512345678'],
    // not a possible number: left to the rule (digits and plus pass)
    ['112', '112'],
    // letters: left as they were
    ['ring 22334455', 'ring 22334455'],
    ['', ''],
  ];

  it('normalises users.phone and the listing contact phone, leaves what it cannot read, and changes nothing when run again', async () => {
    const rows = await Promise.all(
      CASES.map(async ([typed]) => {
        const user = await buildLandlord(t.deps, { phone: typed });
        const content = completeDwellingForm(null);
        content.contact = { ...content.contact, phone: typed };
        const dwelling = await buildDwelling(t.deps, { owner: user, content });
        return { userId: user.id, dwellingId: dwelling.id };
      }),
    );
    const nullPhone = await buildDwelling(t.deps, {
      owner: { id: rows[0].userId },
      content: { ...completeDwellingForm(null), contact: { name: 'N', phone: null, email: null, link: null } },
    });
    const stored = async () => {
      const u = await t.deps.db
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(inArray(users.id, rows.map((r) => r.userId)));
      const d = await t.deps.db
        .select({ id: dwellings.id, contact: dwellings.contact })
        .from(dwellings)
        .where(inArray(dwellings.id, rows.map((r) => r.dwellingId)));
      const userPhone = new Map(u.map((r) => [r.id, r.phone]));
      const contactPhone = new Map(d.map((r) => [r.id, r.contact.phone]));
      return rows.map((r) => [userPhone.get(r.userId), contactPhone.get(r.dwellingId)]);
    };

    for (const statement of statementsOf('0026_normalize_phones.sql')) await t.deps.db.execute(sql.raw(statement));
    const after = await stored();
    expect(after).toEqual(CASES.map(([, e164]) => [e164, e164]));
    // what SQL wrote is what the application's rule stores
    for (const [typed, e164] of CASES) expect(normalizePhone(typed)).toBe(e164);
    const [untouched] = await t.deps.db.select({ contact: dwellings.contact }).from(dwellings).where(eq(dwellings.id, nullPhone.id));
    expect(untouched.contact.phone).toBeNull();

    for (const statement of statementsOf('0026_normalize_phones.sql')) await t.deps.db.execute(sql.raw(statement));
    expect(await stored()).toEqual(after);
  });
});
