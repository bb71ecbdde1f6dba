# ... existing code ...

deploy_player() {
    local host="$1"
    local gate="$2"

    # ... existing code ...
    run ssh "${SSH_OPTS[@]}" "fids@${host}" "sudo systemctl restart gate-kiosk.service"
    if [[ "$DRY_RUN" != "--dry-run" ]]; then
        sleep 5
        if ! ssh "${SSH_OPTS[@]}" "fids@${host}" "systemctl is-active --quiet gate-kiosk.service"; then
            echo "    kiosk did not come back up"
            return 1
        fi
    fi
    return 0
}

# ... existing code ...
