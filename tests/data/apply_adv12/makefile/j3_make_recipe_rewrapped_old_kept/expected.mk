BINARY := server
PKG := ./cmd/server
VERSION ?= $(shell git describe --tags --always)

.PHONY: build test lint clean

build:
	CGO_ENABLED=0 go build \
		-ldflags "-s -w -X main.version=$(VERSION)" \
		-o bin/$(BINARY) $(PKG)

test:
	go test -race ./...

lint:
	golangci-lint run ./...

clean:
	rm -rf bin/
