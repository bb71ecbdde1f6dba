# ... existing imports ...

DATABASE_URL = os.getenv("DATABASE_URL", "postgresql://localhost/app")
CACHE_URL = os.getenv("CACHE_URL", "redis://localhost:6379/0")
# ... existing code ...


@lru_cache(maxsize=1)
def get_cache():
    return redis.from_url(CACHE_URL, decode_responses=True)

# ... existing code ...
