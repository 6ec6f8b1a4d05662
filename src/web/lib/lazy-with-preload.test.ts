import { type ComponentType, createElement, type ReactElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }): ReactElement {
  return createElement('p', null, `Hello ${name}`);
}

/** The component inside a Suspense boundary, as a page draws it, rendered once without waiting. */
function drawn(Component: ComponentType<{ name: string }>): string {
  return renderToString(
    createElement(Suspense, { fallback: 'Loading form' }, createElement(Component, { name: 'Asha' })),
  );
}

describe('lazyWithPreload', () => {
  it('suspends like React.lazy when drawn before it is fetched', () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Greeting }));
    expect(drawn(Lazy)).toContain('Loading form');
  });

  it('draws at once, with its props, once preloaded', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Greeting }));
    await Lazy.preload();
    expect(drawn(Lazy)).toContain('Hello Asha');
  });

  it('fetches once, and again after a failure', async () => {
    let calls = 0;
    const Lazy = lazyWithPreload<{ name: string }>(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting });
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    await Lazy.preload();
    expect(calls).toBe(2);
    expect(drawn(Lazy)).toContain('Hello Asha');
  });
});
