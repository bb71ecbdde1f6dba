# ... keep existing code

import hashlib
import json
import logging
import os
# ... keep existing code

@dataclass
class Flag:
    name: str
    enabled: bool = False
    staff_only: bool = False
    rollout_percent: int = 100
    allow_users: set[str] = field(default_factory=set)
    deny_users: set[str] = field(default_factory=set)

# ... keep existing code
                staff_only=spec.get("staff_only", False),
                rollout_percent=int(spec.get("rollout_percent", 100)),
                allow_users=set(spec.get("allow_users", [])),
# ... keep existing code
        if flag.staff_only:
            return user is not None and user.is_staff
        if flag.rollout_percent < 100:
            if user is None:
                return False
            return _bucket(name, user.id) < flag.rollout_percent
        return True

# ... keep existing code

def is_enabled(name: str, user: User | None = None) -> bool:
    return get_store().is_enabled(name, user)


def _bucket(flag_name: str, user_id: str) -> int:
    """Stable 0-99 bucket for a user, different per flag."""
    digest = hashlib.sha256(f"{flag_name}:{user_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 100
