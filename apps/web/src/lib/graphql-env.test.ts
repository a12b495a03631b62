/**
 * graphql-env.d.ts is the introspection of docs/schema.graphql that `gql` types the web's GraphQL with:
 * regenerated here the way `npm run api:env` does (gql.tada's generateOutput with the tsconfig's
 * plugin settings), into a temporary file, and compared. Run `npm run api:schema` when it differs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generateOutput } from '@gql.tada/cli-utils';

const ENV_FILE = fileURLToPath(new URL('./graphql-env.d.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

describe('apps/web/src/lib/graphql-env.d.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'graphql-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('matches docs/schema.graphql (else run `npm run api:schema`)', async () => {
    const output = join(dir, 'graphql-env.d.ts');
    await generateOutput({ output, tsconfig: TSCONFIG, silent: true });
    expect(readFileSync(ENV_FILE, 'utf8')).toBe(readFileSync(output, 'utf8'));
  });
});
