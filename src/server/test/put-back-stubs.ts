/**
 * Run before each server test file that shares its worker's modules (vitest.config.ts, decision
 * 0061): a stubbed global or environment variable or fake timers an earlier file left in place
 * are undone, so the files that stub one or fake the date and put it back themselves can share
 * the worker too.
 */
import { vi } from 'vitest';

vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
