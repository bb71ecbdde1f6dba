REGISTRY ?= ghcr.io/acme
TAG      ?= $(shell git rev-parse --short HEAD)
PLATFORM ?= linux/amd64

.PHONY: images image-api image-worker image-scheduler push

images: image-api image-worker image-scheduler

image-api:
	docker buildx build \
	    --platform $(PLATFORM) \
	    --file services/api/Dockerfile \
	    --tag $(REGISTRY)/api:$(TAG) \
	    --load .

image-worker:
	docker buildx build \
	    --platform linux/amd64,linux/arm64 \
	    --file services/worker/Dockerfile \
	    --tag $(REGISTRY)/worker:$(TAG) \
	    --load .

image-scheduler:
	docker buildx build \
	    --platform $(PLATFORM) \
	    --file services/scheduler/Dockerfile \
	    --tag $(REGISTRY)/scheduler:$(TAG) \
	    --load .

push: images
	docker push $(REGISTRY)/api:$(TAG)
	docker push $(REGISTRY)/worker:$(TAG)
	docker push $(REGISTRY)/scheduler:$(TAG)
