class SessionStore:
    # ... existing code ...

    # (removed legacy_cleanup -- purge_expired() covers it)

    def purge_expired(self) -> int:
        expired = [sid for sid, s in self._sessions.items() if self._expired(s)]
        for sid in expired:
            del self._sessions[sid]
        return len(expired)

    # ... existing code ...
