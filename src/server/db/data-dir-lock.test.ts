import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'agency-lock-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('lets one holder at a time have the folder, and the next one after it lets go', async () => {
    const first = await lockDataDir(dir);
    expect((await readFile(path.join(dir, '.lock'), 'utf8')).trim()).toBe(String(process.pid));
    // flock belongs to an open file, so a second open in this same process is refused too.
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`The data folder ${dir} is in use by another process`);
    first.release();
    const second = await lockDataDir(dir);
    second.release();
  });

  it('creates the folder when it does not exist yet', async () => {
    const fresh = path.join(dir, 'not-yet', 'there');
    const lock = await lockDataDir(fresh);
    lock.release();
  });
});
