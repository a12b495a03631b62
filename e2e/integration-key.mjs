/** The marketplace's key of the e2e server (INTEGRATION_KEY), given to it by start-server.mjs and sent by the journeys. */
export const E2E_INTEGRATION_KEY = 'e2e-integration-key-0123456789abcdef';
