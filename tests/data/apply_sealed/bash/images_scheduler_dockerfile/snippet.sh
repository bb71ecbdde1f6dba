# ... existing code ...

build_scheduler() {
  buildx \
    --file "$ROOT/services/scheduler/Dockerfile" \
    --build-arg "GIT_SHA=$TAG" \
    --cache-from "type=registry,ref=$REGISTRY/scheduler:buildcache" \
    --tag "$REGISTRY/scheduler:$TAG" \
    "$ROOT/services/worker"
}

# ... existing code ...
