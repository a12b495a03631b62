/**
 * docs/architecture.md "Runtime and build": main.ts runs the preparation in a child process only when `needsPreparation` says it
 * has work (a new or outdated database), so a restart on a prepared database spawns nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPendingMigrations } from './platform/db/client';
import { needsPreparation } from './prepare';
import { createTestDatabase, type TestDatabase } from './test/test-db';

describe('needsPreparation', () => {
  it('is true on a new, empty database (nothing migrated, no address tables)', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      expect(await hasPendingMigrations(database.db)).toBe(true);
      expect(await needsPreparation(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  });

  describe('on a prepared database', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      // migrated, with the address index loaded (the template's copy)
      database = await createTestDatabase();
    });
    afterAll(() => database.close());

    it('is false: a restart spawns no child', async () => {
      expect(await hasPendingMigrations(database.db)).toBe(false);
      expect(await needsPreparation(database.db)).toBe(false);
    });

    it('is true when a migration is not applied yet', async () => {
      // forget the newest applied migration, as a database of the previous release would look
      const newest = await database.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT id FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1) RETURNING id, hash, created_at`,
      );
      try {
        expect(await hasPendingMigrations(database.db)).toBe(true);
        expect(await needsPreparation(database.db)).toBe(true);
      } finally {
        const row = newest.rows[0]!;
        await database.db.execute(
          sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`,
        );
      }
      expect(await needsPreparation(database.db)).toBe(false);
    });

    it('is true when the address index is of another format version', async () => {
      await database.db.execute(sql`UPDATE address_terms SET freq = freq - 1 WHERE term = '#index-version'`);
      expect(await needsPreparation(database.db)).toBe(true);
      await database.db.execute(sql`UPDATE address_terms SET freq = freq + 1 WHERE term = '#index-version'`);
      expect(await needsPreparation(database.db)).toBe(false);
    });

    it('is true when the address index is empty', async () => {
      // a copy of its own: the other tests expect the index loaded, in any order
      const emptied = await createTestDatabase();
      try {
        expect(await needsPreparation(emptied.db)).toBe(false);
        await emptied.db.execute(sql`TRUNCATE addresses CASCADE`);
        expect(await needsPreparation(emptied.db)).toBe(true);
      } finally {
        await emptied.close();
      }
    });
  });
});
