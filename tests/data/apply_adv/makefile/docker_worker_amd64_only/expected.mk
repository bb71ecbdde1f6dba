REGISTRY ?= ghcr.io/acme
VERSION  ?= $(shell git describe --tags --always --dirty)
PLATFORMS ?= linux/amd64,linux/arm64

.PHONY: all build docker-build docker-push docker-build-api docker-build-worker docker-build-web

all: build

build:
	go build -o bin/api ./cmd/api
	go build -o bin/worker ./cmd/worker

docker-build: docker-build-api docker-build-worker docker-build-web

docker-build-api:
	docker buildx build \
	    --platform $(PLATFORMS) \
	    --file deploy/api.Dockerfile \
	    --tag $(REGISTRY)/api:$(VERSION) \
	    --build-arg VERSION=$(VERSION) \
	    .

docker-build-worker:
	docker buildx build \
	    --platform linux/amd64 \
	    --file deploy/worker.Dockerfile \
	    --tag $(REGISTRY)/worker:$(VERSION) \
	    --build-arg VERSION=$(VERSION) \
	    .

docker-build-web:
	docker buildx build \
	    --platform $(PLATFORMS) \
	    --file deploy/web.Dockerfile \
	    --tag $(REGISTRY)/web:$(VERSION) \
	    --build-arg VERSION=$(VERSION) \
	    web

docker-push:
	docker push $(REGISTRY)/api:$(VERSION)
	docker push $(REGISTRY)/worker:$(VERSION)
	docker push $(REGISTRY)/web:$(VERSION)

clean:
	rm -rf bin
