// ... existing imports ...

export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL ?? "postgres://localhost/app",
  cacheUrl: process.env.CACHE_URL ?? "redis://localhost:6379",
  // ... other settings ...
};

// ... existing code ...

export async function getCache(): Promise<RedisClientType> {
  if (!cache) {
    cache = createClient({ url: config.cacheUrl });
    // ... existing code ...
  }
  return cache;
}

// ... existing code ...
