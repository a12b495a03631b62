/** `tsx apps/server/src/openapi-document-cli.ts <file>`: writes the served OpenAPI document (JSON) to `file` (`npm run lint:api`). */
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from './openapi-document';

const file = process.argv[2];
if (!file) throw new Error('usage: openapi-document-cli.ts <output file>');
writeFileSync(file, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${file}`);
