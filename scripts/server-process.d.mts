// Types of server-process.mjs, for the TypeScript that uses it (tests, benchmarks).
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;
