import { describe, expect, it, vi } from 'vitest';
import type { Db } from '#server/db/client';
import { type ImageDeps, settleImages, uploadFilesIn, uploadHashesIn } from './image-references.js';
import type { ImageStore } from './images.js';

const A = '0123456789abcdef0123';
const B = 'fedcba9876543210fedc';

describe('uploadFilesIn', () => {
  it('finds every upload file named anywhere in a value, each once', () => {
    const value = {
      items: [
        { photo: { url: `/uploads/${A}-640.webp`, variants: [{ url: `/uploads/${A}-320.webp` }] } },
        { note: `see /uploads/${B}-1024.webp and /uploads/${A}-640.webp`, other: 'https://x.example/a.png' },
      ],
    };
    expect(uploadFilesIn(value).sort()).toEqual([`${A}-320.webp`, `${A}-640.webp`, `${B}-1024.webp`]);
    expect([...uploadHashesIn(value)].sort()).toEqual([A, B]);
    expect(uploadFilesIn(undefined)).toEqual([]);
    expect(uploadFilesIn({ url: '/uploads/../etc/passwd' })).toEqual([]);
  });
});

describe('settleImages', () => {
  it('logs a failed takedown instead of failing the write that has committed', async () => {
    const error = new Error('disk gone');
    const store = { restore: vi.fn(async () => []), takeDown: vi.fn(async () => Promise.reject(error)) };
    const log = { error: vi.fn() };
    const references = async () => new Set<string>();
    const deps: ImageDeps = { db: {} as Db, store: store as unknown as ImageStore, log, references };
    await expect(settleImages(deps, { named: [`${A}-640.webp`], released: [B] })).resolves.toBeUndefined();
    expect(store.restore).toHaveBeenCalledWith([`${A}-640.webp`]);
    expect(store.takeDown).toHaveBeenCalledWith([B], expect.any(Function));
    expect(log.error).toHaveBeenCalledWith({ err: error }, expect.stringContaining('uploads sweep'));
  });
});
