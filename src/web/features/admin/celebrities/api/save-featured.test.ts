import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Celebrity } from '#shared/schemas/celebrity';
import { celebrityKeys } from '#web/lib/queries/celebrities';
import { saveFeaturedOptions } from './save-featured';

const celebrity = (id: string) => ({ _id: id, name: id, status: 'published' }) as Celebrity;

/** A stand-in for the PUT whose answers the test releases by hand, in any order. */
function heldServer() {
  const received: string[][] = [];
  const pending: { ids: string[]; answer: () => void; fail: () => void }[] = [];
  const send = (ids: readonly string[]) =>
    new Promise<Celebrity[]>((resolve, reject) => {
      received.push([...ids]);
      pending.push({
        ids: [...ids],
        answer: () => resolve(ids.map(celebrity)),
        fail: () => reject(new Error('refused')),
      });
    });
  return { received, pending, send };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const order = (client: QueryClient) =>
  client.getQueryData<Celebrity[]>(celebrityKeys.adminFeatured())?.map((item) => item._id);

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(celebrityKeys.adminFeatured(), ['a', 'b', 'c'].map(celebrity));
  const server = heldServer();
  const save = (ids: string[]) =>
    new MutationObserver(client, saveFeaturedOptions(client, server.send))
      .mutate({ list: ids.map(celebrity) })
      .catch(() => undefined);
  return { client, server, save };
}

describe('saving the featured order', () => {
  it('sends quick saves one at a time, in order, and keeps the newest order while earlier ones answer', async () => {
    const { client, server, save } = setUp();
    const first = save(['a', 'c', 'b']);
    const second = save(['c', 'a', 'b']);
    await tick();

    // Both orders were drawn at once; only the first has gone to the server.
    expect(order(client)).toEqual(['c', 'a', 'b']);
    expect(server.received).toEqual([['a', 'c', 'b']]);

    // The first answer must not draw the order the person has already moved past.
    server.pending[0]!.answer();
    await first;
    await tick();
    expect(order(client)).toEqual(['c', 'a', 'b']);
    expect(server.received).toEqual([
      ['a', 'c', 'b'],
      ['c', 'a', 'b'],
    ]);

    server.pending[1]!.answer();
    await second;
    expect(order(client)).toEqual(['c', 'a', 'b']);
  });

  it('puts the old order back when the only save is refused', async () => {
    const { client, server, save } = setUp();
    const refused = save(['b', 'a', 'c']);
    await tick();
    expect(order(client)).toEqual(['b', 'a', 'c']);
    server.pending[0]!.fail();
    await refused;
    expect(order(client)).toEqual(['a', 'b', 'c']);
  });

  it('leaves a refused save that a later one builds on to the later one', async () => {
    const { client, server, save } = setUp();
    const refused = save(['b', 'a', 'c']);
    const later = save(['b', 'c', 'a']);
    await tick();
    server.pending[0]!.fail();
    await refused;
    await tick();
    expect(order(client)).toEqual(['b', 'c', 'a']);
    server.pending[1]!.answer();
    await later;
    expect(order(client)).toEqual(['b', 'c', 'a']);
  });
});
