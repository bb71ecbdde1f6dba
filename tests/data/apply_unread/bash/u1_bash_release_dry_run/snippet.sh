#!/usr/bin/env bash
# Tag and publish a release of the CLI.
# Usage: release.sh [major|minor|patch] [--dry-run]
set -euo pipefail

VERSION_FILE="VERSION"
CHANGELOG="CHANGELOG.md"
DRY_RUN=0

current_version() {
  tr -d '[:space:]' < "${VERSION_FILE}"
}

bump() {
  local version="$1" part="$2"
  local major minor patch
  IFS=. read -r major minor patch <<< "${version}"
  case "${part}" in
    major) echo "$((major + 1)).0.0" ;;
    minor) echo "${major}.$((minor + 1)).0" ;;
    patch) echo "${major}.${minor}.$((patch + 1))" ;;
    *) echo "unknown part: ${part}" >&2; return 1 ;;
  esac
}

require_clean_tree() {
  if [ -n "$(git status --porcelain)" ]; then
    echo "working tree is dirty" >&2
    exit 1
  fi
}

run() {
  if [ "${DRY_RUN}" -eq 1 ]; then
    echo "+ $*"
  else
    "$@"
  fi
}

part="${1:-patch}"
if [ "${2:-}" = "--dry-run" ]; then
  DRY_RUN=1
fi
require_clean_tree
old="$(current_version)"
new="$(bump "${old}" "${part}")"

if ! grep -q '^## Unreleased$' "${CHANGELOG}"; then
  echo "${CHANGELOG} has no '## Unreleased' section" >&2
  exit 1
fi

run sh -c "echo '${new}' > '${VERSION_FILE}'"
run sed -i "s/^## Unreleased$/## ${new} - $(date +%F)/" "${CHANGELOG}"
run git add "${VERSION_FILE}" "${CHANGELOG}"
run git commit -m "release ${new}"
run git tag -a "v${new}" -m "v${new}"
run git push origin HEAD --tags

echo "released ${old} -> ${new}"
