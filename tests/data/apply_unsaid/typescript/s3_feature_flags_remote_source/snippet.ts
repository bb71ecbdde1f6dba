import { readFile } from "node:fs/promises";
import path from "node:path";

import { logger } from "./logger";
import { fetchRemoteFlags } from "./remote-flags";

// ... existing code ...

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

// ... existing code ...
