# ... existing code ...

# (removed step_test_py27 — Python 2.7 is no longer supported)

step_build() {
  # ... existing code ...
}

# ... existing code ...

main() {
  local step="${1:-all}"
  case "$step" in
    lint) step_lint ;;
    test) step_test ;;
    build) step_build ;;
    docs) step_docs ;;
    all)
      step_lint
      step_test
      step_build
      ;;
    *)
      echo "usage: $0 {lint|test|build|docs|all}" >&2
      exit 2
      ;;
  esac
}

main "$@"
