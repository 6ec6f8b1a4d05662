import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/*
 * Helpers of the component tests (Testing Library in Vitest's `components` project): the screen
 * as a person reads it, and the network edge, the only thing the tests stub.
 */

/** The error shown beside a field (its `aria-describedby` names it), or undefined when none. */
export function fieldError(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? undefined) : undefined;
}

/** An answer of the API in its envelope: `{ success, data }` or `{ success: false, message, errors }`. */
export function apiAnswer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs the network so that every call gets this answer of the API; the stub tells what was sent. */
export function answerEveryCall(status: number, body: object) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => apiAnswer(status, body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Renders inside a fresh query client, as the admin panel's QueryProvider does. */
export function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The JSON body of a stubbed fetch's call. */
export function sentBody(call: unknown[]): unknown {
  const init = call[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The address a stubbed fetch's call asked for. */
export function calledUrl([input]: Parameters<typeof fetch>): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}
