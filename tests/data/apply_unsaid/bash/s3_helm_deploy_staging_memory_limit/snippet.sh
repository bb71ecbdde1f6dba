# ... existing code ...

deploy_staging() {
    require_image_tag
    helm upgrade --install "$RELEASE" "$CHART_DIR" \
        --namespace storefront-staging \
        --set image.tag="$IMAGE_TAG" \
        --set replicaCount=2 \
        --set resources.limits.memory=1Gi \
        --wait --timeout 5m
}

# ... existing code ...
