"""Keep local clones of tracked repositories in sync with their remotes."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from .git import Repo, fast_forward, fetch, merge_changes, push
from .notify import notify_owner

log = logging.getLogger(__name__)


@dataclass
class SyncResult:
    repo: str
    fetched: int = 0
    updated: bool = False
    conflicts: list[str] = field(default_factory=list)
    pushed: bool = False


def sync_mirror(repo: Repo, remote: str = "upstream") -> SyncResult:
    result = SyncResult(repo=repo.name)
    fetched = fetch(repo, remote, prune=True)
    result.fetched = len(fetched)
    if not fetched:
        log.debug("mirror %s already up to date", repo.name)
        return result
    result.updated = fast_forward(repo, remote)
    log.info("mirror %s: %d refs fetched", repo.name, result.fetched)
    return result


def sync_repository(repo: Repo, remote: str = "origin", *, push_back: bool = True) -> SyncResult:
    result = SyncResult(repo=repo.name)
    fetched = fetch(repo, remote, prune=False)
    result.fetched = len(fetched)
    if not fetched and not repo.has_local_commits():
        log.debug("%s already up to date", repo.name)
        return result
    merged = merge_changes(repo, remote)
    result.updated = merged.changed
    result.conflicts = list(merged.conflicts)
    if result.conflicts:
        log.warning("%s: %d conflicting files, not pushing", repo.name, len(result.conflicts))
        notify_owner(repo, result.conflicts)
        return result
    if push_back and repo.has_local_commits():
        push(repo, remote)
        result.pushed = True
    log.info("%s: %d refs fetched, updated=%s", repo.name, result.fetched, result.updated)
    return result


def sync_all(repos: list[Repo]) -> list[SyncResult]:
    results = []
    for repo in repos:
        try:
            if repo.is_mirror:
                results.append(sync_mirror(repo))
            else:
                results.append(sync_repository(repo))
        except Exception:
            log.exception("sync of %s failed", repo.name)
    return results
