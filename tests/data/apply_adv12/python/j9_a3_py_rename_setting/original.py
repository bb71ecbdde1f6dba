import os
from functools import lru_cache

import redis
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

DATABASE_URL = os.getenv("DATABASE_URL", "postgresql://localhost/app")
REDIS_URL = os.getenv("REDIS_URL", "redis://localhost:6379/0")
SESSION_TTL = int(os.getenv("SESSION_TTL", "3600"))
DEBUG = os.getenv("DEBUG", "0") == "1"

engine = create_engine(DATABASE_URL, pool_pre_ping=True, echo=DEBUG)
SessionLocal = sessionmaker(bind=engine, autoflush=False)


@lru_cache(maxsize=1)
def get_cache():
    return redis.from_url(REDIS_URL, decode_responses=True)


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


def store_session(session_id, data):
    cache = get_cache()
    cache.hset(f"session:{session_id}", mapping=data)
    cache.expire(f"session:{session_id}", SESSION_TTL)


def load_session(session_id):
    return get_cache().hgetall(f"session:{session_id}") or None
