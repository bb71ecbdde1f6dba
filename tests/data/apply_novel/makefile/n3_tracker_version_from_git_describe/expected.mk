# Build settings for the tracker service
BINARY   := tracker
PKG      := github.com/acme/tracker
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT   := $(shell git rev-parse --short HEAD 2>/dev/null)
LDFLAGS  := -s -w -X $(PKG)/internal/build.Version=$(VERSION) -X $(PKG)/internal/build.Commit=$(COMMIT)
GOFLAGS  ?= -trimpath
DIST     := dist

PLATFORMS := linux/amd64 linux/arm64 darwin/arm64

.PHONY: all build run test fmt lint cover clean dist

all: lint test build

build:
	go build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o bin/$(BINARY) ./cmd/$(BINARY)

run: build
	./bin/$(BINARY) --config configs/local.yaml

test:
	go test -race -count=1 ./...

fmt:
	gofmt -s -w ./cmd ./internal

lint:
	golangci-lint run ./...

cover:
	go test -coverprofile=coverage.out ./...
	go tool cover -html=coverage.out -o coverage.html

dist: clean
	@mkdir -p $(DIST)
	@for p in $(PLATFORMS); do \
	    os=$${p%/*}; arch=$${p#*/}; \
	    echo "building $$os/$$arch"; \
	    GOOS=$$os GOARCH=$$arch go build $(GOFLAGS) -ldflags '$(LDFLAGS)' \
	        -o $(DIST)/$(BINARY)-$$os-$$arch ./cmd/$(BINARY); \
	done

clean:
	rm -rf bin $(DIST) coverage.out coverage.html
