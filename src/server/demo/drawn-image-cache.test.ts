import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessedImage } from '#server/images/images';
import { drawnImage } from './drawn-image-cache';

function picture(label: string): ProcessedImage {
  return {
    hash: `hash-${label}`,
    width: 640,
    height: 800,
    variants: [
      { width: 320, height: 400, file: `${label}-320.webp`, data: Buffer.from(`small ${label}`) },
      { width: 640, height: 800, file: `${label}-640.webp`, data: Buffer.from(`large ${label}`) },
    ],
  };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'drawn-images-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('drawn demo images', () => {
  it('draws an image once, then reads the same bytes back for the same drawing', async () => {
    let draws = 0;
    const draw = async () => {
      draws += 1;
      return picture('a');
    };
    const first = await drawnImage(dir, '<svg>a</svg>', draw);
    const second = await drawnImage(dir, '<svg>a</svg>', draw);
    expect(draws).toBe(1);
    expect(second).toEqual(first);
    expect(Buffer.isBuffer(second.variants[0]!.data)).toBe(true);
    expect(second.variants[1]!.data.toString()).toBe('large a');
  });

  it('draws another drawing anew', async () => {
    await drawnImage(dir, '<svg>a</svg>', async () => picture('a'));
    const other = await drawnImage(dir, '<svg>b</svg>', async () => picture('b'));
    expect(other.hash).toBe('hash-b');
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('draws again over a damaged copy, and keeps the new one', async () => {
    await drawnImage(dir, '<svg>a</svg>', async () => picture('a'));
    const [file] = await readdir(dir);
    await writeFile(path.join(dir, file!), 'not a serialised image');
    let draws = 0;
    const redrawn = await drawnImage(dir, '<svg>a</svg>', async () => {
      draws += 1;
      return picture('a');
    });
    expect(draws).toBe(1);
    expect(redrawn.variants[0]!.data.toString()).toBe('small a');
    expect((await drawnImage(dir, '<svg>a</svg>', async () => picture('wrong'))).hash).toBe('hash-a');
  });

  it('still answers when the folder cannot be written', async () => {
    const blocked = path.join(dir, 'a-file');
    await writeFile(blocked, '');
    const image = await drawnImage(path.join(blocked, 'inside'), '<svg>a</svg>', async () => picture('a'));
    expect(image.hash).toBe('hash-a');
  });
});
