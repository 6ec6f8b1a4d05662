import { mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'local-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalStorage', () => {
  it('keeps bare file names in its folder, as before there was a choice of storage', async () => {
    const dir = path.join(root, 'uploads');
    const storage = new LocalStorage(dir);
    await storage.put('a-1.webp', Buffer.from('0123456789'));
    await storage.put('b-1.webp', Readable.from([Buffer.from('ab'), Buffer.from('cd')]));
    expect((await readdir(dir)).sort()).toEqual(['a-1.webp', 'b-1.webp']); // no temp file left
    expect(await readFile(path.join(dir, 'b-1.webp'), 'utf8')).toBe('abcd');
    expect(await text((await storage.get('a-1.webp', { start: 3, end: 5 }))!.body)).toBe('345');

    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.sort((x, y) => x.name.localeCompare(y.name))).toEqual([
      { name: 'a-1.webp', size: 10 },
      { name: 'b-1.webp', size: 4 },
    ]);

    const longAgo = new Date(Date.now() - 3_600_000);
    await utimes(path.join(dir, 'a-1.webp'), longAgo, longAgo);
    expect(await storage.create('a-1.webp', Buffer.from('other'))).toBe(false);
    expect(Date.now() - (await stat(path.join(dir, 'a-1.webp'))).mtimeMs).toBeLessThan(60_000);
    expect(await readFile(path.join(dir, 'a-1.webp'), 'utf8')).toBe('0123456789');

    expect(await storage.move('a-1.webp', '.a-1.webp.withdrawn')).toBe(true);
    expect(await storage.stat('a-1.webp')).toBeNull();
    expect(await storage.move('a-1.webp', '.a-1.webp.withdrawn')).toBe(false);
    await storage.delete('.a-1.webp.withdrawn');
    await storage.delete('.a-1.webp.withdrawn');
    expect(await readdir(dir)).toEqual(['b-1.webp']);
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe upload file name/);
  });
});
