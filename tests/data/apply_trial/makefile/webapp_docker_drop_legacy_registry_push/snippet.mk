.PHONY: docker-push
docker-push: docker-builder
	docker buildx build --builder $(BUILDX_BUILDER) \
		--platform $(PLATFORMS) --push \
		--build-arg GIT_SHA=$(GIT_SHA) \
		-t $(REGISTRY)/$(IMAGE_NAME):$(IMAGE_TAG) \
		-t $(REGISTRY)/$(IMAGE_NAME):latest .

.PHONY: docker-scan
docker-scan: docker-build
	trivy image --severity HIGH,CRITICAL --exit-code 1 $(IMAGE_NAME):$(IMAGE_TAG)

# ... rest unchanged ...
