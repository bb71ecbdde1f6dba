import { cacheKey } from './cache-key.js';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { loadConfig } from './config.js';
import { logger } from './logger.js';

export interface CacheEntry {
  key: string;
  body: string;
  storedAt: number;
}

const config = loadConfig();

function keyFor(url: string): string {
  return cacheKey(url);
}

function fileFor(key: string): string {
  return path.join(config.cacheDir, `${key}.json`);
}

export async function getCached(url: string): Promise<CacheEntry | null> {
  const key = keyFor(url);
  try {
    const entry = JSON.parse(await readFile(fileFor(key), 'utf8')) as CacheEntry;
    if (Date.now() - entry.storedAt > config.cacheTtlMs) {
      return null;
    }
    return entry;
  } catch {
    return null;
  }
}

export async function putCached(url: string, body: string): Promise<void> {
  const key = keyFor(url);
  const entry: CacheEntry = { key, body, storedAt: Date.now() };
  await writeFile(fileFor(key), JSON.stringify(entry));
  logger.debug(`cached ${url} as ${key}`);
}
