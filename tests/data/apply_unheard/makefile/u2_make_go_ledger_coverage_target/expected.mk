SHELL := /bin/bash
.DEFAULT_GOAL := help

APP        := ledger
PKG        := github.com/acme/ledger
VERSION    ?= $(shell git describe --tags --always --dirty)
BUILD_DIR  := bin
LDFLAGS    := -s -w -X $(PKG)/internal/version.Version=$(VERSION)
GO         ?= go

.PHONY: help build test lint fmt tidy clean run docker

help: ## Show this help
	@grep -E '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | \
		awk 'BEGIN {FS = ":.*?## "}; {printf "  %-12s %s\n", $$1, $$2}'

build: ## Build the ledger binary
	@mkdir -p $(BUILD_DIR)
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BUILD_DIR)/$(APP) ./cmd/$(APP)

test: ## Run unit tests with the race detector
	$(GO) test -race -count=1 ./...

lint: ## Run golangci-lint
	golangci-lint run --timeout 5m ./...

fmt: ## Format the code
	gofmt -s -w .
	goimports -w -local $(PKG) .

tidy: ## Tidy go.mod and go.sum
	$(GO) mod tidy

run: build ## Build and run locally
	./$(BUILD_DIR)/$(APP) --config config/dev.yaml

docker: ## Build the container image
	docker build --build-arg VERSION=$(VERSION) -t acme/$(APP):$(VERSION) .

clean: ## Remove build output
	rm -rf $(BUILD_DIR) coverage.out

coverage: ## Run tests with coverage and open the HTML report
	$(GO) test -coverprofile=coverage.out -covermode=atomic ./...
	$(GO) tool cover -html=coverage.out
