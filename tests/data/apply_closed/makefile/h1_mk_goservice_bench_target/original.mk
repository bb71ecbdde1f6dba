# Makefile for the shipments service

SHELL := /bin/bash
BINARY := shipments
PKG := github.com/acme/shipments
VERSION ?= $(shell git describe --tags --always --dirty)
LDFLAGS := -s -w -X $(PKG)/internal/buildinfo.Version=$(VERSION)
GO ?= go
GOTESTFLAGS ?= -count=1
DIST := dist

.PHONY: all build test test-race lint generate docker clean

all: lint test build

build:
	$(GO) build -trimpath -ldflags '$(LDFLAGS)' -o bin/$(BINARY) ./cmd/$(BINARY)

test:
	$(GO) test $(GOTESTFLAGS) ./...

test-race:
	$(GO) test $(GOTESTFLAGS) -race ./...

lint:
	golangci-lint run --timeout 5m ./...

generate:
	$(GO) generate ./...
	sqlc generate -f db/sqlc.yaml

docker:
	docker build \
		--build-arg VERSION=$(VERSION) \
		-t ghcr.io/acme/$(BINARY):$(VERSION) .

$(DIST)/$(BINARY)-linux-amd64:
	GOOS=linux GOARCH=amd64 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $@ ./cmd/$(BINARY)

$(DIST)/$(BINARY)-darwin-arm64:
	GOOS=darwin GOARCH=arm64 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $@ ./cmd/$(BINARY)

clean:
	rm -rf bin $(DIST) coverage.out
