# ... existing code ...

ci_fail() {
    printf '\033[1;31mERROR: %s\033[0m\n' "$*" >&2
    exit 1
}

# (removed legacy_docker_login — the runner now authenticates to the registry itself)

build_image() {
    # ... existing code ...
