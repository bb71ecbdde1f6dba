# ... existing code ...
# shellcheck source=lib/tos_api.sh
source "${LIB_DIR}/tos_api.sh"
# shellcheck source=lib/slack.sh
source "${LIB_DIR}/slack.sh"

# ... existing code ...

    state_set last_sync "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    log_info "customs sync: ${applied} applied, ${failed} failed"
    if (( failed > 0 )); then
        slack_notify "#customs-ops" ":warning: customs sync: ${failed} message(s) failed, see ${FAILED_DIR}"
    fi
}

main "$@"
