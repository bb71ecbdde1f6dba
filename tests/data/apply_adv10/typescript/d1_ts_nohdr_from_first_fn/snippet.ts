export async function loadConfig(dir: string): Promise<Config> {
  const raw = await readFile(path.join(dir, "config.json"), "utf8");
  const cfg = JSON.parse(raw) as Config;
  cfg.port ??= 8080;
  return cfg;
}

export function mergeConfig(a: Config, b: Partial<Config>): Config {
  return { ...a, ...b };
}

export interface Config {
  port: number;
  host: string;
}
