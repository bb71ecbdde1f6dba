# Container images for the platform services.

REGISTRY ?= ghcr.io/acme
VERSION  ?= $(shell git rev-parse --short HEAD)
PLATFORM ?= linux/amd64
SERVICES := api worker scheduler web

.PHONY: images push-images $(SERVICES:%=%-image)

images: $(SERVICES:%=%-image)

api-image:
	docker build \
		--platform $(PLATFORM) \
		--build-arg SERVICE=api \
		-f docker/service.Dockerfile \
		-t $(REGISTRY)/api:$(VERSION) .

worker-image:
	docker build \
		--platform $(PLATFORM) \
		--build-arg SERVICE=worker \
		-f docker/worker.Dockerfile \
		-t $(REGISTRY)/worker:$(VERSION) .

scheduler-image:
	docker build \
		--platform $(PLATFORM) \
		--build-arg SERVICE=scheduler \
		-f docker/service.Dockerfile \
		-t $(REGISTRY)/scheduler:$(VERSION) .

web-image:
	docker build \
		--platform $(PLATFORM) \
		--build-arg NODE_ENV=production \
		-f docker/web.Dockerfile \
		-t $(REGISTRY)/web:$(VERSION) .

push-images: images
	@for s in $(SERVICES); do \
		docker push $(REGISTRY)/$$s:$(VERSION); \
	done

print-tags:
	@for s in $(SERVICES); do echo $(REGISTRY)/$$s:$(VERSION); done
