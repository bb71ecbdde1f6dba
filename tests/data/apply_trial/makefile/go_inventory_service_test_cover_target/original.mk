# Makefile for the inventory service.
# Run `make help` for the list of targets.

SHELL        := /bin/bash
BINARY       := inventory
PKG          := github.com/acme/inventory
VERSION      ?= $(shell git describe --tags --always --dirty)
LDFLAGS      := -s -w -X $(PKG)/internal/build.Version=$(VERSION)
GO           ?= go
DOCKER_IMAGE ?= ghcr.io/acme/inventory

.DEFAULT_GOAL := help

.PHONY: help
help: ## Show this help
	@grep -E '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "  %-20s %s\n", $$1, $$2}'

.PHONY: build
build: ## Build the service binary into bin/
	$(GO) build -trimpath -ldflags "$(LDFLAGS)" -o bin/$(BINARY) ./cmd/$(BINARY)

.PHONY: run
run: build ## Build and run locally against docker compose services
	INVENTORY_ENV=dev ./bin/$(BINARY) serve

.PHONY: test
test: ## Run unit tests
	$(GO) test ./...

.PHONY: test-race
test-race: ## Run unit tests with the race detector
	$(GO) test -race -count=1 ./...

.PHONY: test-integration
test-integration: ## Run integration tests (needs docker compose up)
	$(GO) test -tags=integration -count=1 ./internal/...

.PHONY: lint
lint: ## Run golangci-lint
	golangci-lint run --timeout 5m ./...

.PHONY: fmt
fmt: ## Format sources
	gofmt -s -w .
	goimports -w -local $(PKG) .

.PHONY: generate
generate: ## Regenerate mocks and sqlc code
	$(GO) generate ./...
	sqlc generate

.PHONY: docker
docker: ## Build the docker image
	docker build --build-arg VERSION=$(VERSION) -t $(DOCKER_IMAGE):$(VERSION) .

.PHONY: clean
clean: ## Remove build artifacts
	rm -rf bin/ dist/
