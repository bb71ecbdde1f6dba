def sync_repository(repo: Repo, remote: str = "origin", *, push_back: bool = True) -> SyncResult:
    # ... existing code ...
    result.conflicts = list(merged.conflicts)
    if result.conflicts:
        log.warning("%s: %d conflicting files, not pushing", repo.name, len(result.conflicts))
        notify_owner(repo, result.conflicts)
        return result
    if push_back and repo.has_local_commits():
        # ... existing code ...
