import { readFile } from "node:fs/promises";
import path from "node:path";

import { logger } from "./logger";
import { fetchRemoteFlags } from "./remote-flags";

export type FlagValue = boolean | string | number;

export interface FlagSet {
  [name: string]: FlagValue;
}

const DEFAULT_FLAGS: FlagSet = {
  newCheckout: false,
  searchV2: false,
  maxUploadMb: 25,
  theme: "light",
};

let cached: FlagSet | null = null;

function parseEnvOverrides(env: NodeJS.ProcessEnv): FlagSet {
  const overrides: FlagSet = {};
  for (const [key, raw] of Object.entries(env)) {
    if (!key.startsWith("FLAG_") || raw === undefined) continue;
    const name = key.slice(5).toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase());
    if (raw === "true" || raw === "false") {
      overrides[name] = raw === "true";
    } else if (!Number.isNaN(Number(raw))) {
      overrides[name] = Number(raw);
    } else {
      overrides[name] = raw;
    }
  }
  return overrides;
}

export async function loadFlags(configDir: string, remoteUrl?: string): Promise<FlagSet> {
  const file = path.join(configDir, "flags.json");
  let fromFile: FlagSet = {};
  try {
    fromFile = JSON.parse(await readFile(file, "utf8")) as FlagSet;
  } catch (err) {
    logger.warn({ err, file }, "could not read flags file, using defaults");
  }
  let fromRemote: FlagSet = {};
  if (remoteUrl) {
    try {
      fromRemote = await fetchRemoteFlags(remoteUrl);
    } catch (err) {
      logger.warn({ err, remoteUrl }, "remote flags unavailable");
    }
  }
  cached = { ...DEFAULT_FLAGS, ...fromFile, ...fromRemote, ...parseEnvOverrides(process.env) };
  return cached;
}

export function isEnabled(name: string): boolean {
  if (cached === null) {
    throw new Error("flags not loaded; call loadFlags() first");
  }
  return cached[name] === true;
}

export function flagValue<T extends FlagValue>(name: string, fallback: T): T {
  const value = cached?.[name];
  return (value ?? fallback) as T;
}
