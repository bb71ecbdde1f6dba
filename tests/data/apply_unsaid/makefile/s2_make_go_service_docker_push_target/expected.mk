SHELL := /bin/bash
.DEFAULT_GOAL := help

APP       := ledger-api
PKG       := ./...
VERSION   ?= $(shell git describe --tags --always --dirty)
COMMIT    := $(shell git rev-parse --short HEAD)
LDFLAGS   := -s -w -X main.version=$(VERSION) -X main.commit=$(COMMIT)
REGISTRY  ?= ghcr.io/acme
IMAGE     := $(REGISTRY)/$(APP)
BIN_DIR   := bin

GOLANGCI_LINT ?= golangci-lint

.PHONY: help
help: ## Show this help
	grep -E '^[a-zA-Z_-]+:.*?## .*$$' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "%-18s %s\n", $$1, $$2}'

.PHONY: build
build: ## Build the binary
	mkdir -p $(BIN_DIR)
	CGO_ENABLED=0 go build -ldflags "$(LDFLAGS)" -o $(BIN_DIR)/$(APP) ./cmd/$(APP)

.PHONY: test
test: ## Run unit tests
	go test -race -count=1 $(PKG)

.PHONY: cover
cover: ## Run tests with coverage
	go test -race -coverprofile=coverage.out $(PKG)
	go tool cover -func=coverage.out | tail -n 1

.PHONY: lint
lint: ## Run linters
	$(GOLANGCI_LINT) run --timeout 5m

.PHONY: docker-build
docker-build: ## Build the container image
	docker build --build-arg VERSION=$(VERSION) -t $(IMAGE):$(VERSION) -t $(IMAGE):latest .

.PHONY: docker-run
docker-run: docker-build ## Run the container locally
	docker run --rm -p 8080:8080 --env-file .env $(IMAGE):$(VERSION)

.PHONY: docker-push
docker-push: docker-build ## Push the image to the registry
	docker push $(IMAGE):$(VERSION)
	docker push $(IMAGE):latest

.PHONY: clean
clean: ## Remove build artifacts
	rm -rf $(BIN_DIR) coverage.out
