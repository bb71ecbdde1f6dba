# Makefile for orders-svc
SHELL := /bin/bash

BINARY    := orders-svc
PKG       := github.com/acme/orders-svc
VERSION   ?= $(shell git describe --tags --always --dirty)
COMMIT    := $(shell git rev-parse --short HEAD)
LDFLAGS   := -s -w -X $(PKG)/internal/version.Version=$(VERSION) -X $(PKG)/internal/version.Commit=$(COMMIT)
IMAGE     ?= ghcr.io/acme/$(BINARY)
GOFLAGS   ?= -trimpath
BIN_DIR   := bin

.PHONY: all build test lint cover run generate docker-build docker-push clean

all: build

build:
	mkdir -p $(BIN_DIR)
	CGO_ENABLED=0 go build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o $(BIN_DIR)/$(BINARY) ./cmd/$(BINARY)

test:
	go test ./... -race -count=1

lint:
	golangci-lint run --timeout 5m ./...
	go vet ./...

cover:
	go test ./... -coverprofile=coverage.out -covermode=atomic
	go tool cover -func=coverage.out | tail -n 1

run: build
	./$(BIN_DIR)/$(BINARY) serve --config config/dev.yaml

generate:
	go generate ./...
	sqlc generate

docker-build:
	docker build --build-arg VERSION=$(VERSION) -t $(IMAGE):$(VERSION) -t $(IMAGE):latest .

docker-push: docker-build
	docker push $(IMAGE):$(VERSION)
	docker push $(IMAGE):latest

clean:
	rm -rf $(BIN_DIR) coverage.out
