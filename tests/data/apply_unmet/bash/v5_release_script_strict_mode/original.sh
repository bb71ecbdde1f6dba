#!/bin/bash
#
# release.sh - build, test and package the toyc compiler for a release.
#
# Usage: scripts/release.sh <version> [--skip-tests] [--dry-run]

set -e

ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST_DIR="$ROOT_DIR/dist"
SKIP_TESTS=0
DRY_RUN=0

usage() {
  echo "Usage: scripts/release.sh <version> [--skip-tests] [--dry-run]" >&2
  exit 2
}

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "+ $*"
  else
    "$@"
  fi
}

parse_args() {
  VERSION="${1:-}"
  [[ -n "$VERSION" ]] || usage
  shift
  while [[ $# -gt 0 ]]; do
    case "$1" in
      --skip-tests) SKIP_TESTS=1 ;;
      --dry-run) DRY_RUN=1 ;;
      -h|--help) usage ;;
      *) echo "unknown option: $1" >&2; usage ;;
    esac
    shift
  done
  if ! [[ "$VERSION" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "version must look like X.Y.Z, got '$VERSION'" >&2
    exit 2
  fi
}

check_clean_tree() {
  if [[ -n "$(git -C "$ROOT_DIR" status --porcelain)" ]]; then
    echo "working tree is not clean; commit or stash first" >&2
    exit 1
  fi
}

build() {
  run make -C "$ROOT_DIR" clean
  run make -C "$ROOT_DIR" VERSION="$VERSION"
  if [[ "$SKIP_TESTS" -eq 0 ]]; then
    run make -C "$ROOT_DIR" test
  fi
}

package() {
  local os arch name stage
  os="$(uname -s | tr '[:upper:]' '[:lower:]')"
  arch="$(uname -m)"
  name="toyc-$VERSION-$os-$arch"
  stage="$DIST_DIR/$name"
  run mkdir -p "$stage/bin" "$stage/share/doc/toyc"
  run cp "$ROOT_DIR/build/toyc" "$stage/bin/"
  run cp "$ROOT_DIR/README.md" "$ROOT_DIR/LICENSE" "$stage/share/doc/toyc/"
  run tar -C "$DIST_DIR" -czf "$DIST_DIR/$name.tar.gz" "$name"
  echo "created $DIST_DIR/$name.tar.gz"
}

tag_release() {
  run git -C "$ROOT_DIR" tag -a "v$VERSION" -m "toyc $VERSION"
  echo "tagged v$VERSION (push with: git push origin v$VERSION)"
}

parse_args "$@"
check_clean_tree
build
package
tag_release
