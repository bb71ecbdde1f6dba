BINARY   := apiserver
PKG      := ./...
VERSION  ?= $(shell git describe --tags --always --dirty)
LDFLAGS  := -s -w -X main.version=$(VERSION)
GO       ?= go
DOCKER   ?= docker
IMAGE    ?= ghcr.io/acme/$(BINARY)

.PHONY: all build test lint fmt clean docker docker-push release run help

all: lint test build

## build: compile the server binary into bin/
build:
	$(GO) build -ldflags "$(LDFLAGS)" -o bin/$(BINARY) ./cmd/$(BINARY)

## test: run the unit tests with the race detector
test:
	$(GO) test -race -count=1 $(PKG)

## lint: run go vet and golangci-lint
lint:
	$(GO) vet $(PKG)
	golangci-lint run

## fmt: format the code
fmt:
	gofmt -s -w .

## run: build and start the server locally
run: build
	./bin/$(BINARY) --config config/dev.yaml

## docker: build the container image
docker:
	$(DOCKER) build --build-arg VERSION=$(VERSION) -t $(IMAGE):$(VERSION) .

## docker-push: push the container image
docker-push: docker
	$(DOCKER) push $(IMAGE):$(VERSION)

## release: cross-compile release archives into dist/
release: clean
	@test -n "$(VERSION)" || (echo "VERSION is empty" && exit 1)
	mkdir -p dist
	GOOS=linux GOARCH=amd64 $(GO) build -ldflags "$(LDFLAGS)" -o dist/$(BINARY)-linux-amd64 ./cmd/$(BINARY)
	GOOS=linux GOARCH=arm64 $(GO) build -ldflags "$(LDFLAGS)" -o dist/$(BINARY)-linux-arm64 ./cmd/$(BINARY)
	GOOS=darwin GOARCH=arm64 $(GO) build -ldflags "$(LDFLAGS)" -o dist/$(BINARY)-darwin-arm64 ./cmd/$(BINARY)
	GOOS=windows GOARCH=amd64 $(GO) build -ldflags "$(LDFLAGS)" -o dist/$(BINARY)-windows-amd64.exe ./cmd/$(BINARY)
	cd dist && sha256sum * > SHA256SUMS

## clean: remove build output
clean:
	rm -rf bin dist

## help: list the targets
help:
	@grep -E '^## ' $(MAKEFILE_LIST) | sed 's/^## //'
