/** `npm run api:schema`: writes the GraphQL schema to docs/schema.graphql. */
import { writeFileSync } from 'node:fs';
import { SCHEMA_FILE, printGraphqlSchema } from './graphql-schema-print';

writeFileSync(SCHEMA_FILE, printGraphqlSchema());
console.log(`wrote ${SCHEMA_FILE}`);
