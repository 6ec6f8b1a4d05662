/**
 * Lighthouse for the benchmarks, without making it a project dependency (it would weigh on every
 * install): LIGHTHOUSE_VERSION is installed once with npm into a cache folder of its own and
 * imported from there. It drives the system's Chromium with the journeys' flags, one fresh
 * browser per run, as its command line does, with its default (mobile) settings.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../chromium-args.js';

/** Pinned: a new Lighthouse scores differently, so figures compare only within one version. */
export const LIGHTHOUSE_VERSION = '12.8.2';

const CACHE_DIR = process.env.LIGHTHOUSE_DIR ?? path.join(os.tmpdir(), `agency-lighthouse-${LIGHTHOUSE_VERSION}`);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** How many times a run that produced no measurement (NO_NAVSTART, NO_FCP, a crash) is made again. */
const MEASUREMENT_ATTEMPTS = 3;
/** A folder to keep each run's full report in (JSON), to read its breakdown afterwards; none when unset. */
const REPORT_DIR = process.env.BENCH_LHR_DIR;

/** What one run measured: scores 0–100, times in ms. */
export interface LighthouseFigures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** A page to measure: signed in when `localStorage` is given (the admin panel keeps its session there). */
export interface LighthouseTarget {
  url: string;
  localStorage?: Record<string, string>;
}

// The few shapes used from the packages in the cache folder (their types are not installed here).
interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}
type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
  config?: undefined,
  page?: unknown,
) => Promise<{ lhr: Lhr } | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): Promise<void>;
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome>;
}
interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  evaluate(script: (entries: Record<string, string>) => void, entries: Record<string, string>): Promise<void>;
}
interface Puppeteer {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<{
    newPage(): Promise<PuppeteerPage>;
    disconnect(): Promise<void>;
  }>;
}

interface Lighthouse {
  lighthouse: LighthouseRun;
  chromeLauncher: ChromeLauncher;
  puppeteer: Puppeteer;
}

function installedVersion(): string | undefined {
  const manifest = path.join(CACHE_DIR, 'node_modules/lighthouse/package.json');
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Lighthouse, its browser launcher and Puppeteer, from the cache folder, installed there first if missing. */
export async function loadLighthouse(): Promise<Lighthouse> {
  if (installedVersion() !== LIGHTHOUSE_VERSION) {
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${CACHE_DIR} (once)…`);
    mkdirSync(CACHE_DIR, { recursive: true });
    // A manifest of its own, so npm installs here and never into the project above it.
    writeFileSync(path.join(CACHE_DIR, 'package.json'), '{ "private": true }\n');
    const npm = spawnSync(
      'npm',
      ['install', '--prefix', CACHE_DIR, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      { stdio: 'inherit' },
    );
    if (npm.status !== 0 || installedVersion() !== LIGHTHOUSE_VERSION) {
      throw new Error(`npm could not install lighthouse@${LIGHTHOUSE_VERSION} into ${CACHE_DIR}`);
    }
  }
  const require = createRequire(path.join(CACHE_DIR, 'package.json'));
  const load = async (name: string) =>
    (await import(pathToFileURL(require.resolve(name)).href)) as { default: unknown };
  const [lighthouse, chromeLauncher, puppeteer] = await Promise.all([
    load('lighthouse'),
    load('chrome-launcher'),
    load('puppeteer-core'),
  ]);
  return {
    lighthouse: lighthouse.default as LighthouseRun,
    chromeLauncher: chromeLauncher as unknown as ChromeLauncher,
    puppeteer: puppeteer.default as Puppeteer,
  };
}

function figuresOf(lhr: Lhr): LighthouseFigures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

/** A run that ended on another page than asked (a signed-out admin page shows the login): not retried. */
class WrongPageError extends Error {}

/**
 * One Lighthouse run of `target` in a fresh Chromium. A signed-in page's storage is written from
 * the site's robots.txt first (which loads none of the app's files, so the cache stays cold) and
 * kept: Lighthouse's storage reset would sign it out.
 */
async function measureOnce(tools: Lighthouse, target: LighthouseTarget): Promise<LighthouseFigures> {
  const chrome = await tools.chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    let result: { lhr: Lhr } | undefined;
    if (target.localStorage) {
      const browser = await tools.puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        defaultViewport: null,
      });
      try {
        const page = await browser.newPage();
        await page.goto(new URL('/robots.txt', target.url).href);
        await page.evaluate((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, target.localStorage);
        result = await tools.lighthouse(target.url, { ...flags, disableStorageReset: true }, undefined, page);
      } finally {
        await browser.disconnect();
      }
    } else {
      result = await tools.lighthouse(target.url, flags);
    }
    if (!result) throw new Error('Lighthouse answered nothing');
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(target.url).pathname) throw new WrongPageError(`${target.url} ended on ${landed}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${new URL(target.url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(result.lhr));
    }
    const figures = figuresOf(result.lhr);
    if (Number.isNaN(figures.performance)) throw new Error('no performance score');
    return figures;
  } finally {
    await chrome.kill();
  }
}

/**
 * One measurement of `target`, made again (up to MEASUREMENT_ATTEMPTS in all) when Lighthouse
 * measured nothing; a low score is a measurement and is never retried.
 */
export async function measurePage(tools: Lighthouse, target: LighthouseTarget): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(tools, target);
    } catch (error) {
      if (error instanceof WrongPageError || attempt >= MEASUREMENT_ATTEMPTS) throw error;
      console.log(`  (no measurement of ${target.url}, made again: ${(error as Error).message.split('\n')[0]})`);
    }
  }
}
