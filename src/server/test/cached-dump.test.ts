import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cachedDump } from './cached-dump';

const name = `cached-dump-test-${randomBytes(6).toString('hex')}`;

afterAll(async () => {
  for (const file of await readdir(os.tmpdir()))
    if (file.includes(name)) await rm(path.join(os.tmpdir(), file), { force: true });
});

it('hands two makers that found it missing at once the same dump, the first to land', async () => {
  const slowly = (text: string, ms: number) => () =>
    new Promise<Blob>((resolve) => setTimeout(() => resolve(new Blob([text])), ms));
  const [first, second] = await Promise.all([
    cachedDump(name, ['same'], slowly('made first', 10)),
    cachedDump(name, ['same'], slowly('made second', 60)),
  ]);
  expect(await first.text()).toBe('made first');
  expect(await second.text()).toBe('made first');
  expect(await (await cachedDump(name, ['same'], slowly('never made', 0))).text()).toBe('made first');
});
