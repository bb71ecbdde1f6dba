push_image() {
  log "pushing ${IMAGE}"
  docker push "${IMAGE}"
}

run_migrations() {
  log "running migrations for ${ENVIRONMENT}"
  kubectl --context "${ENVIRONMENT}" run "${APP_NAME}-migrate-${GIT_SHA}" \
    --image="${IMAGE}" \
    --restart=Never \
    --rm -i \
    -- ./bin/migrate up
}

deploy() {
  # ... unchanged ...
}

main() {
  require docker kubectl git
  build_image
  push_image
  run_migrations
  deploy
  log "done"
}
