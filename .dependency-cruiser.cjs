/**
 * Module boundaries (docs/architecture.md "Module boundaries"), checked by `npm run lint`
 * (check:structure): no import cycle in the server, the shared package or the web app; the server's
 * platform/ imports no module, no table of schema/ and nothing of the app's root; schema/ imports no
 * module; route plugins are registered only by app.ts and GraphQL files are composed only by
 * graphql-schema.ts. Type-only imports count too. No cycle between the server's domains (module
 * level, not only files): .dependency-cruiser.modules.cjs, the second half of check:structure.
 */
const SERVER = '^apps/server/src/';
const TEST = '[.]test[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: two files (or two domains) that need each other. Give the data one owner.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment: 'platform/ is the plumbing every domain uses; it knows no domain. Inject what it needs from the app root.',
      from: { path: `${SERVER}platform/` },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'platform-imports-no-root',
      severity: 'error',
      comment:
        'The app root (app.ts, boot.ts, graphql-schema.ts, …) composes platform and modules; platform/ never reaches back into it.',
      from: { path: `${SERVER}platform/` },
      to: { path: `${SERVER}[^/]+$` },
    },
    {
      name: 'schema-imports-no-module',
      severity: 'error',
      comment:
        'schema/ holds the tables several domains reference, one layer below the modules, so a foreign key is no module import; it imports only platform/ and the shared package.',
      from: { path: `${SERVER}schema/` },
      to: { path: [`${SERVER}modules/`, `${SERVER}[^/]+$`] },
    },
    {
      name: 'platform-imports-no-schema',
      severity: 'error',
      comment: "platform/ knows no domain's table; its own tables (mail outbox, rate limits) live in platform/.",
      from: { path: `${SERVER}platform/` },
      to: { path: `${SERVER}schema/` },
    },
    {
      name: 'routes-registered-by-app',
      severity: 'error',
      comment: 'Every route plugin is registered flat in app.ts; a route plugin never registers another.',
      from: { pathNot: [`${SERVER}app[.]ts$`, TEST] },
      to: { path: `${SERVER}modules/.+[.]routes[.]ts$` },
    },
    {
      name: 'graphql-composed-at-root',
      severity: 'error',
      comment: 'GraphQL files are imported by graphql-schema.ts (another GraphQL file may use their types).',
      from: { pathNot: [`${SERVER}graphql-schema[.]ts$`, `${SERVER}modules/.+[.]graphql[.]ts$`, TEST] },
      to: { path: `${SERVER}modules/.+[.]graphql[.]ts$` },
    },
  ],
  options: {
    // type-only imports are dependencies too: a cycle through types is still a cycle
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    // @udlejning/shared/* resolves through the workspace package's `exports` to packages/shared/src
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
