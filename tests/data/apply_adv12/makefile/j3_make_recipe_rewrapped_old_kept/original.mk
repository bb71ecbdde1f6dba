BINARY := server
PKG := ./cmd/server
VERSION ?= $(shell git describe --tags --always)

.PHONY: build test lint clean

build:
	go build -trimpath -o bin/$(BINARY) $(PKG)

test:
	go test -race ./...

lint:
	golangci-lint run ./...

clean:
	rm -rf bin/
