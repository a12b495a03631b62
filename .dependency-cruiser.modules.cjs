/**
 * Module boundaries at the level of domains (docs/architecture.md "Module boundaries"), checked by
 * `npm run lint` (check:structure): the folders apps/server/src/modules/<domain> form no cycle, so
 * the domains are layered (a lower domain never imports a higher one, not even through a third).
 * dependency-cruiser's folder scope aggregates every file under a domain's folder into one node.
 * Tests and the test harness (src/test/, which builds the whole app) are left out: a test may set up
 * data with a higher domain's test support (an approval test pays first), and nothing ships them.
 */
const base = require('./.dependency-cruiser.cjs');

const MODULE = '^apps/server/src/modules/[^/]+';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'Two domains that need each other, directly or through others. The lower one publishes what happened (an event or a port the app root wires) and the higher one reacts.',
      from: { path: `${MODULE}$` },
      to: { path: MODULE, circular: true },
    },
  ],
  options: { ...base.options, exclude: { path: ['[.]test[.]tsx?$', '^apps/server/src/test/'] } },
};
