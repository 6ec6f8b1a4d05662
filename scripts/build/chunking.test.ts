import { describe, expect, it } from 'vitest';
import { holdsState, sourceHoldsState } from './chunking.js';

describe('sourceHoldsState', () => {
  it.each([
    ['a variable', 'let started = false;\nexport function start() { started = true; }'],
    ['an exported variable', 'export let token: string | null = null;'],
    ['a class', 'export class ApiError extends Error {}'],
    ['a cache', 'const cache = new Map<string, number>();'],
    ['a set of listeners', 'const listeners: Set<() => void> = new Set();'],
    ['an array to fill', 'const queue: string[] = [];'],
    ['an object to fill', 'export const loaded = {};'],
    ['a lazy component', "export const Form = lazyWithPreload(() => import('./form'));"],
    ['a context', 'const Context = createContext(null);'],
    ['a symbol', "const KEY = Symbol('key');"],
  ])('finds %s', (_, source) => {
    expect(sourceHoldsState(source)).toBe(true);
  });

  it.each([
    ['a component', 'export function Button() {\n  let pressed = false;\n  return null;\n}'],
    ['constants', "export const LIMITS = { name: 120 } as const;\nexport const KINDS = ['a', 'b'] as const;"],
    ['a query key factory', "export const staffKeys = { all: ['staff'] as const };"],
  ])('lets %s be copied', (_, source) => {
    expect(sourceHoldsState(source)).toBe(false);
  });
});

describe('holdsState', () => {
  it('copies lucide icons only, of all packages', () => {
    expect(holdsState('/app/node_modules/lucide-react/dist/esm/icons/mail.mjs')).toBe(false);
    expect(holdsState('/app/node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js')).toBe(true);
  });

  it('reads a source module from disk', () => {
    expect(holdsState(new URL('../../src/web/lib/api-client.ts', import.meta.url).pathname)).toBe(true);
    expect(holdsState(new URL('../../src/shared/money.ts', import.meta.url).pathname)).toBe(false);
  });
});
