# ... existing code ...

cmd_hold() {
    local lift="$1" reason="${2:-wind}"
    set_status "$lift" "hold" "$reason"
}

# ... removed cmd_legacy_sync (the old XML feed is gone) ...

# ... usage() unchanged ...

main() {
    local cmd="${1:-help}"
    shift || true
    case "$cmd" in
        status) cmd_status "$@" ;;
        open)   cmd_open "$@" ;;
        close)  cmd_close "$@" ;;
        hold)   cmd_hold "$@" ;;
        help|-h|--help) usage ;;
        *) usage >&2; exit 2 ;;
    esac
}

main "$@"
