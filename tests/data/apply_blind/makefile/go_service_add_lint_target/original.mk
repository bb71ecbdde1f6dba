# Makefile for the ledger service

BINARY    := ledger
PKG       := ./...
VERSION   ?= $(shell git describe --tags --always --dirty)
LDFLAGS   := -s -w -X main.version=$(VERSION)
GOFLAGS   ?=

.PHONY: all build test cover run clean docker

all: test build

test:
	go test $(GOFLAGS) -race -count=1 $(PKG)

cover:
	go test $(GOFLAGS) -coverprofile=coverage.out $(PKG)
	go tool cover -func=coverage.out | tail -n 1

build:
	CGO_ENABLED=0 go build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o bin/$(BINARY) ./cmd/$(BINARY)

run: build
	./bin/$(BINARY) --config config/local.yaml

docker:
	docker build --build-arg VERSION=$(VERSION) -t $(BINARY):$(VERSION) .

clean:
	rm -rf bin coverage.out
