import { readFile } from "node:fs/promises";
import path from "node:path";

export async function loadConfig(dir: string): Promise<Config> {
  const raw = await readFile(path.join(dir, "config.json"), "utf8");
  return JSON.parse(raw) as Config;
}

export function mergeConfig(a: Config, b: Partial<Config>): Config {
  return { ...a, ...b };
}

export interface Config {
  port: number;
  host: string;
}
