import { createClient, RedisClientType } from "redis";
import { Pool } from "pg";
import pino from "pino";

export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL ?? "postgres://localhost/app",
  redisUrl: process.env.REDIS_URL ?? "redis://localhost:6379",
  sessionTtlSeconds: Number(process.env.SESSION_TTL ?? 3600),
  logLevel: process.env.LOG_LEVEL ?? "info",
};

export const logger = pino({ level: config.logLevel });

let pool: Pool | undefined;
let cache: RedisClientType | undefined;

export function getPool(): Pool {
  if (!pool) {
    pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    pool.on("error", (err) => logger.error({ err }, "postgres pool error"));
  }
  return pool;
}

export async function getCache(): Promise<RedisClientType> {
  if (!cache) {
    cache = createClient({ url: config.redisUrl });
    cache.on("error", (err) => logger.error({ err }, "redis error"));
    await cache.connect();
  }
  return cache;
}

export async function saveSession(id: string, data: Record<string, string>): Promise<void> {
  const c = await getCache();
  await c.hSet(`session:${id}`, data);
  await c.expire(`session:${id}`, config.sessionTtlSeconds);
}

export async function closeAll(): Promise<void> {
  await pool?.end();
  await cache?.quit();
}
