# Makefile for lintlite, a small configurable linter for Go projects.
# Run `make help` for the list of targets.

BINARY  := lintlite
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT  := $(shell git rev-parse --short HEAD 2>/dev/null || echo unknown)
GO      ?= go
GOFLAGS ?= -trimpath
LDFLAGS := -s -w -X main.version=$(VERSION) -X main.commit=$(COMMIT)

GOLANGCI_LINT ?= golangci-lint
PKGS := ./...

.PHONY: all help build test vet lint release release-linux release-darwin release-windows checksums clean

all: build

help:
	@echo "build     - build bin/$(BINARY)"
	@echo "test      - run unit tests with the race detector"
	@echo "lint      - run go vet and golangci-lint"
	@echo "release   - cross-compile release archives into dist/"
	@echo "clean     - remove build outputs"

build:
	$(GO) build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o bin/$(BINARY) ./cmd/$(BINARY)

test:
	$(GO) test -race -count=1 $(PKGS)

vet:
	$(GO) vet $(PKGS)

lint: vet
	$(GOLANGCI_LINT) run --timeout 5m

dist:
	mkdir -p dist

release: release-linux release-darwin release-windows checksums

release-linux: dist
	GOOS=linux GOARCH=amd64 $(GO) build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o dist/$(BINARY)-$(VERSION)-linux-amd64 ./cmd/$(BINARY)
	GOOS=linux GOARCH=arm64 $(GO) build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o dist/$(BINARY)-$(VERSION)-linux-arm64 ./cmd/$(BINARY)

release-darwin: dist
	GOOS=darwin GOARCH=amd64 $(GO) build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o dist/$(BINARY)-$(VERSION)-darwin-amd64 ./cmd/$(BINARY)
	GOOS=darwin GOARCH=arm64 $(GO) build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o dist/$(BINARY)-$(VERSION)-darwin-arm64 ./cmd/$(BINARY)

release-windows: dist
	GOOS=windows GOARCH=amd64 $(GO) build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o dist/$(BINARY)-$(VERSION)-windows-amd64.exe ./cmd/$(BINARY)
	cd dist && zip -q $(BINARY)-$(VERSION)-windows-amd64.zip $(BINARY)-$(VERSION)-windows-amd64.exe

checksums:
	cd dist && sha256sum $(BINARY)-$(VERSION)-* > SHA256SUMS

clean:
	rm -rf bin dist
