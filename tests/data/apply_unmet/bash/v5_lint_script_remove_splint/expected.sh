#!/usr/bin/env bash
# Run all static checks for the toyc repository.
# Used by CI and by the pre-push hook (scripts/hooks/pre-push).

set -euo pipefail

ROOT_DIR="$(git rev-parse --show-toplevel)"
cd "$ROOT_DIR"

FAILED=0
VERBOSE="${VERBOSE:-0}"

log() {
  printf '\033[1;34m==>\033[0m %s\n' "$*"
}

fail() {
  printf '\033[1;31mFAIL\033[0m %s\n' "$*" >&2
  FAILED=1
}

require() {
  if ! command -v "$1" >/dev/null 2>&1; then
    fail "$1 is not installed"
    return 1
  fi
}

c_sources() {
  git ls-files -- 'src/*.c' 'src/*.h' 'tests/*.c'
}

run_clang_format() {
  log "clang-format"
  require clang-format || return 0
  local file
  while IFS= read -r file; do
    if ! diff -q <(clang-format "$file") "$file" >/dev/null; then
      fail "$file is not formatted (run: clang-format -i $file)"
    fi
  done < <(c_sources)
}

run_cppcheck() {
  log "cppcheck"
  require cppcheck || return 0
  local args=(--enable=warning,style,performance --error-exitcode=1 --quiet --inline-suppr)
  if [[ "$VERBOSE" == 1 ]]; then
    args+=(--verbose)
  fi
  cppcheck "${args[@]}" -I src src || fail "cppcheck reported problems"
}

run_shellcheck() {
  log "shellcheck"
  require shellcheck || return 0
  git ls-files -z -- '*.sh' | xargs -0 shellcheck -x || fail "shellcheck reported problems"
}

main() {
  run_clang_format
  run_cppcheck
  run_shellcheck

  if [[ "$FAILED" -ne 0 ]]; then
    printf '\nSome checks failed.\n' >&2
    exit 1
  fi
  log "all checks passed"
}

main "$@"
