# ... existing code ...
  cppcheck "${args[@]}" -I src src || fail "cppcheck reported problems"
}

# (removed run_splint: splint is unmaintained and only produced noise)

run_shellcheck() {
# ... existing code ...

main() {
  run_clang_format
  run_cppcheck
  # (removed the run_splint call)
  run_shellcheck
# ... existing code ...
