build_image() {
  local tag="$1"
  log "building ${IMAGE}:${tag}"
  docker build --pull -t "${IMAGE}:${tag}" -f "${DOCKERFILE}" --build-arg "GIT_SHA=${GIT_SHA}" --label "org.opencontainers.image.revision=${GIT_SHA}" .
}

# ... rest of the script stays the same ...
