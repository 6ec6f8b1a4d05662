// Types of postgres-database.mjs, for the TypeScript that uses it (tests, faults, benchmarks).
export function dropDatabase(url: string): Promise<void>;
export function createDatabase(url: string, options?: { template?: string }): Promise<void>;
export function recreateDatabase(url: string, options?: { template?: string }): Promise<void>;
export function dropDatabasesStartingWith(url: string, prefix: string): Promise<void>;
