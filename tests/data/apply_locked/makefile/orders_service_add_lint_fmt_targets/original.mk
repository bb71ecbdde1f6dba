# Makefile for the orders service

APP        := orders
PKG        := github.com/acme/orders
VERSION    ?= $(shell git describe --tags --always --dirty)
BUILD_DIR  := bin
GO         ?= go
LDFLAGS    := -s -w -X $(PKG)/internal/version.Version=$(VERSION)

.DEFAULT_GOAL := build

.PHONY: build
build:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BUILD_DIR)/$(APP) ./cmd/$(APP)

.PHONY: run
run: build
	./$(BUILD_DIR)/$(APP) --config configs/local.yaml

.PHONY: test
test:
	$(GO) test -race -count=1 ./...

.PHONY: test-integration
test-integration:
	$(GO) test -race -count=1 -tags=integration ./internal/...

.PHONY: cover
cover:
	$(GO) test -coverprofile=coverage.out ./...
	$(GO) tool cover -func=coverage.out | tail -n 1

.PHONY: generate
generate:
	$(GO) generate ./...

.PHONY: migrate
migrate:
	migrate -path db/migrations -database "$(DATABASE_URL)" up

.PHONY: clean
clean:
	rm -rf $(BUILD_DIR) coverage.out
