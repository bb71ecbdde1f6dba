# ... config and helper functions unchanged ...

switch_release() {
  step "Switching current -> $RELEASE"
  remote "ln -sfn /srv/$APP/releases/$RELEASE /srv/$APP/current"
  remote "sudo systemctl reload $APP"
}

health_check() {
  step "Checking health on $HOST"
  local attempt
  for attempt in 1 2 3 4 5; do
    if remote "curl -fsS --max-time 5 http://127.0.0.1:3000/healthz >/dev/null"; then
      return 0
    fi
    echo "  not healthy yet (attempt $attempt/5)"
    sleep 3
  done
  die "$APP did not become healthy after switching to $RELEASE"
}

# ... cleanup() as before ...

main() {
  parse_args "$@"
  build
  upload
  install_deps
  migrate
  switch_release
  health_check
  cleanup
  step "Deployed $APP@$BRANCH to $HOST"
}

main "$@"
