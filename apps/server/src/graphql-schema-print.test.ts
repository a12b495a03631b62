/** docs/schema.graphql is the schema the server serves: run `npm run api:schema` after changing a *.graphql.ts. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, printGraphqlSchema } from './graphql-schema-print';

describe('docs/schema.graphql', () => {
  it('matches the schema (else run `npm run api:schema`)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printGraphqlSchema());
  });
});
