/** The local PostgreSQL server the benchmarks use when it is reachable (no password, user postgres). */
export declare const POSTGRES_SERVER: string;
/** The connection URL of database `name` on the local server. */
export declare function postgresUrl(name: string): string;
/**
 * Drops database `name` (closing its connections) and creates it empty. Returns its URL, or
 * undefined when PostgreSQL on 127.0.0.1:5432 is not reachable.
 */
export declare function createScratchDatabase(name: string): Promise<string | undefined>;
/** Drops database `name` again (closing its connections); fails when the server is not reachable. */
export declare function dropScratchDatabase(name: string): Promise<void>;
