# Build, test and ship ledger-api.
SHELL := /bin/bash
.DEFAULT_GOAL := help

APP_NAME    ?= ledger-api
VERSION     ?= $(shell git describe --tags --always --dirty)
REGISTRY    ?= ghcr.io/acme
IMAGE       := $(REGISTRY)/$(APP_NAME)
GO          ?= go
GOFLAGS     ?= -trimpath
LDFLAGS     := -s -w -X main.version=$(VERSION)
BIN_DIR     := bin

.PHONY: help
help: ## Show this help
	@grep -E '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "  %-18s %s\n", $$1, $$2}'

.PHONY: build
build: ## Build the binary
	$(GO) build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o $(BIN_DIR)/$(APP_NAME) ./cmd/$(APP_NAME)

.PHONY: test
test: ## Run unit tests
	$(GO) test -race -count=1 ./...

.PHONY: lint
lint: ## Run golangci-lint
	golangci-lint run ./...

.PHONY: docker-build
docker-build: ## Build the container image
	docker build --build-arg VERSION=$(VERSION) -t $(IMAGE):$(VERSION) -t $(IMAGE):latest .

.PHONY: docker-run
docker-run: ## Run the container locally
	docker run --rm -p 8080:8080 --env-file .env $(IMAGE):$(VERSION)

.PHONY: docker-scan
docker-scan: ## Scan the image for vulnerabilities
	trivy image --exit-code 1 --severity HIGH,CRITICAL $(IMAGE):$(VERSION)
