# Container build and release targets for the web app.
# Included from the top-level Makefile: include make/docker.mk

IMAGE_NAME      ?= webapp
REGISTRY        ?= registry.acme.io/platform
LEGACY_REGISTRY ?= docker.acme.local:5000
GIT_SHA         := $(shell git rev-parse --short HEAD)
IMAGE_TAG       ?= $(GIT_SHA)
PLATFORMS       ?= linux/amd64,linux/arm64
BUILDX_BUILDER  ?= webapp-builder

.PHONY: docker-builder
docker-builder:
	docker buildx inspect $(BUILDX_BUILDER) >/dev/null 2>&1 || \
		docker buildx create --name $(BUILDX_BUILDER) --driver docker-container --bootstrap

.PHONY: docker-build
docker-build: docker-builder
	docker buildx build --builder $(BUILDX_BUILDER) \
		--platform linux/amd64 --load \
		--build-arg GIT_SHA=$(GIT_SHA) \
		-t $(IMAGE_NAME):$(IMAGE_TAG) .

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

.PHONY: docker-run
docker-run: docker-build
	docker run --rm -it -p 3000:3000 --env-file .env.local $(IMAGE_NAME):$(IMAGE_TAG)

.PHONY: docker-clean
docker-clean:
	-docker image rm $(IMAGE_NAME):$(IMAGE_TAG) 2>/dev/null
	-docker buildx rm $(BUILDX_BUILDER) 2>/dev/null
