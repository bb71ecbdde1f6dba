#!/usr/bin/env bash
#
# release.sh - bump the version, tag and publish a release.
#
# Usage: ./scripts/release.sh <major|minor|patch> [--dry-run]
#
set -euo pipefail
shopt -s inherit_errexit

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VERSION_FILE="$REPO_ROOT/VERSION"
DRY_RUN=0

die() {
  echo "error: $*" >&2
  exit 1
}

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "+ $*"
  else
    "$@"
  fi
}

bump() {
  local part="$1" major minor patch
  IFS=. read -r major minor patch < "$VERSION_FILE"
  case "$part" in
    major) major=$((major + 1)); minor=0; patch=0 ;;
    minor) minor=$((minor + 1)); patch=0 ;;
    patch) patch=$((patch + 1)) ;;
    *) die "unknown version part: $part" ;;
  esac
  echo "$major.$minor.$patch"
}

ensure_clean_tree() {
  if [[ -n "$(git -C "$REPO_ROOT" status --porcelain)" ]]; then
    die "working tree is not clean"
  fi
  if [[ "$(git -C "$REPO_ROOT" rev-parse --abbrev-ref HEAD)" != "main" ]]; then
    die "releases must be cut from main"
  fi
}

main() {
  local part="${1:-}"
  [[ -n "$part" ]] || die "usage: $0 <major|minor|patch> [--dry-run]"
  [[ "${2:-}" == "--dry-run" ]] && DRY_RUN=1

  ensure_clean_tree
  local next
  next="$(bump "$part")"
  echo "releasing v$next"

  run sh -c "echo '$next' > '$VERSION_FILE'"
  run git -C "$REPO_ROOT" commit -am "chore: release v$next"
  run git -C "$REPO_ROOT" tag -a "v$next" -m "v$next"
  run git -C "$REPO_ROOT" push --follow-tags origin main
}

main "$@"
