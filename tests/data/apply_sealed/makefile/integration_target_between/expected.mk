# Makefile for the relay project.
# Run `make help` to list the targets.

SHELL := /usr/bin/env bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

MODULE   := github.com/acme/relay
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT   ?= $(shell git rev-parse --short HEAD 2>/dev/null || echo unknown)
BUILD_AT := $(shell date -u +%Y-%m-%dT%H:%M:%SZ)

BIN_DIR  := bin
CMDS     := relay-server relay-agent relayctl
GO       ?= go
GOFLAGS  ?= -trimpath
LDFLAGS  := -s -w \
    -X $(MODULE)/internal/version.Version=$(VERSION) \
    -X $(MODULE)/internal/version.Commit=$(COMMIT) \
    -X $(MODULE)/internal/version.BuiltAt=$(BUILD_AT)

TOOLS_DIR        := $(CURDIR)/.tools
GOLANGCI_LINT    := $(TOOLS_DIR)/golangci-lint
GOLANGCI_VERSION := v1.57.2
GOTESTSUM        := $(TOOLS_DIR)/gotestsum

DOCKER_REPO ?= ghcr.io/acme/relay
PLATFORMS   ?= linux/amd64,linux/arm64

.PHONY: help all build clean test test-race cover lint fmt generate tidy \
    run-server run-agent compose-up compose-down docker docker-push release tools

help: ## Show this help
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  \033[36m%-16s\033[0m %s\n", $$1, $$2}' $(MAKEFILE_LIST)

all: lint test build ## Lint, test and build everything

build: $(addprefix $(BIN_DIR)/,$(CMDS)) ## Build all binaries into bin/

$(BIN_DIR)/%: FORCE
	@mkdir -p $(BIN_DIR)
	$(GO) build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o $@ ./cmd/$*

FORCE:

clean: ## Remove build output and caches
	rm -rf $(BIN_DIR) coverage.out coverage.html dist

test: $(GOTESTSUM) ## Run unit tests
	$(GOTESTSUM) --format pkgname -- -count=1 ./...

test-race: $(GOTESTSUM) ## Run unit tests with the race detector
	$(GOTESTSUM) --format pkgname -- -count=1 -race ./...

test-integration: $(GOTESTSUM) ## Run integration tests against the compose services
	RELAY_TEST_DSN=postgres://relay:relay@localhost:5432/relay_test?sslmode=disable \
		$(GOTESTSUM) --format pkgname -- -count=1 -tags integration -p 1 ./test/integration/...

cover: ## Write coverage.html
	$(GO) test -count=1 -coverprofile=coverage.out -covermode=atomic ./...
	$(GO) tool cover -html=coverage.out -o coverage.html
	@$(GO) tool cover -func=coverage.out | tail -n 1

lint: $(GOLANGCI_LINT) ## Run golangci-lint and go vet
	$(GOLANGCI_LINT) run ./...
	$(GO) vet ./...

fmt: $(GOLANGCI_LINT) ## Format code
	$(GO) fmt ./...
	$(GOLANGCI_LINT) run --fix ./...

generate: ## Regenerate protobuf and mock code
	buf generate proto
	$(GO) generate ./...

tidy: ## Tidy go.mod and go.sum
	$(GO) mod tidy
	@git diff --exit-code go.mod go.sum || { echo "go.mod/go.sum changed, commit them"; exit 1; }

run-server: $(BIN_DIR)/relay-server ## Run the server with the dev config
	$(BIN_DIR)/relay-server --config configs/dev/server.yaml

run-agent: $(BIN_DIR)/relay-agent ## Run an agent against the local server
	$(BIN_DIR)/relay-agent --config configs/dev/agent.yaml

compose-up: ## Start Postgres, NATS and MinIO for local development
	docker compose -f deploy/compose.dev.yaml up -d --wait

compose-down: ## Stop the local development services
	docker compose -f deploy/compose.dev.yaml down --volumes

docker: ## Build the container image for the host platform
	docker build \
		--build-arg VERSION=$(VERSION) \
		--build-arg COMMIT=$(COMMIT) \
		-t $(DOCKER_REPO):$(VERSION) \
		-f build/Dockerfile .

docker-push: ## Build and push a multi-arch image
	docker buildx build \
		--platform $(PLATFORMS) \
		--build-arg VERSION=$(VERSION) \
		--build-arg COMMIT=$(COMMIT) \
		-t $(DOCKER_REPO):$(VERSION) \
		-t $(DOCKER_REPO):latest \
		-f build/Dockerfile \
		--push .

release: clean lint test ## Build release archives for all platforms
	@mkdir -p dist
	@for os in linux darwin windows; do \
		for arch in amd64 arm64; do \
			for cmd in $(CMDS); do \
				ext=""; [ "$$os" = windows ] && ext=".exe"; \
				echo "==> $$cmd $$os/$$arch"; \
				GOOS=$$os GOARCH=$$arch $(GO) build $(GOFLAGS) -ldflags '$(LDFLAGS)' \
					-o dist/$$cmd-$$os-$$arch$$ext ./cmd/$$cmd; \
			done; \
		done; \
	done
	cd dist && sha256sum * > SHA256SUMS

tools: $(GOLANGCI_LINT) $(GOTESTSUM) ## Install pinned tools into .tools/

$(GOLANGCI_LINT):
	@mkdir -p $(TOOLS_DIR)
	GOBIN=$(TOOLS_DIR) $(GO) install github.com/golangci/golangci-lint/cmd/golangci-lint@$(GOLANGCI_VERSION)

$(GOTESTSUM):
	@mkdir -p $(TOOLS_DIR)
	GOBIN=$(TOOLS_DIR) $(GO) install gotest.tools/gotestsum@v1.11.0
