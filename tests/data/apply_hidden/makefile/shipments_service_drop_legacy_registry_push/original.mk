# Makefile for the shipments service

SERVICE    := shipments
PKG        := github.com/acme/shipments
VERSION    ?= $(shell git describe --tags --always --dirty)
REGISTRY   ?= ghcr.io/acme
LEGACY_REG ?= registry.internal.acme.io
IMAGE      := $(REGISTRY)/$(SERVICE)
LDFLAGS    := -s -w -X $(PKG)/internal/version.Version=$(VERSION)
GOFLAGS    ?= -trimpath

.DEFAULT_GOAL := build

.PHONY: build
build:
	CGO_ENABLED=0 go build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o bin/$(SERVICE) ./cmd/$(SERVICE)

.PHONY: test
test:
	go test -race -count=1 ./...

.PHONY: lint
lint:
	golangci-lint run --timeout 5m

.PHONY: docker-build
docker-build:
	docker build --build-arg VERSION=$(VERSION) -t $(IMAGE):$(VERSION) .

.PHONY: docker-push
docker-push: docker-build
	docker push $(IMAGE):$(VERSION)

.PHONY: docker-push-legacy
docker-push-legacy: docker-build
	docker tag $(IMAGE):$(VERSION) $(LEGACY_REG)/$(SERVICE):$(VERSION)
	docker push $(LEGACY_REG)/$(SERVICE):$(VERSION)

.PHONY: release
release: test lint docker-push
	@echo "released $(SERVICE) $(VERSION)"

.PHONY: clean
clean:
	rm -rf bin/ coverage.out
