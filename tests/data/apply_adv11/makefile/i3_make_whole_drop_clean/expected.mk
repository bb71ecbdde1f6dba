BINARY := reportd
DIST := dist
GOFLAGS := -trimpath
VERSION ?= $(shell git describe --tags --always)

.PHONY: build test lint

build:
	go build $(GOFLAGS) -ldflags "-X main.version=$(VERSION)" -o $(DIST)/$(BINARY) ./cmd/reportd

test:
	go test -race ./...

lint:
	golangci-lint run ./...
