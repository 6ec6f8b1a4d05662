// Types of postgres-database.mjs, for the TypeScript that uses it (the tests' databases).
export function dropDatabase(url: string): Promise<void>;
export function recreateDatabase(url: string, options?: { template?: string }): Promise<void>;
