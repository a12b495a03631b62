/** The marketplace's key of the e2e server (INTEGRATION_KEY), given to it by start-server.mjs and sent by the journeys. */
export declare const E2E_INTEGRATION_KEY: string;
