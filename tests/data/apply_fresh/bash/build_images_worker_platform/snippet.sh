build_worker() {
    local image="$REGISTRY/worker:$TAG"
    echo "building $image"
    docker buildx build \
        --platform "linux/amd64,linux/arm64" \
        --file services/worker/Dockerfile \
        # ... rest of build_worker unchanged ...
}
