#!/usr/bin/env bash
# Tag and publish a release of the CLI.
set -euo pipefail

VERSION_FILE="VERSION"
CHANGELOG="CHANGELOG.md"

current_version() {
  cat "${VERSION_FILE}"
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

part="${1:-patch}"
require_clean_tree
old="$(current_version)"
new="$(bump "${old}" "${part}")"

echo "${new}" > "${VERSION_FILE}"
sed -i "s/^## Unreleased$/## ${new} - $(date +%F)/" "${CHANGELOG}"
git add "${VERSION_FILE}" "${CHANGELOG}"
git commit -m "release ${new}"
git tag -a "v${new}" -m "v${new}"
git push origin HEAD --tags

echo "released ${old} -> ${new}"
