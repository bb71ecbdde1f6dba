import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from dotenv import load_dotenv

# ... existing code ...


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    env_file = Path(os.environ.get("ENV_FILE", BASE_DIR / ".env"))
    return load_settings(env_file if env_file.exists() else None)
