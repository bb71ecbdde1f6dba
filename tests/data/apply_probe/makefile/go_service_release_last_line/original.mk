APP        := ledgerd
GO         ?= go
VERSION    ?= $(shell git describe --tags --always --dirty)
COMMIT     := $(shell git rev-parse --short HEAD)
BIN_DIR    := bin
DIST_DIR   := dist
LDFLAGS    := -ldflags "-s -w -X main.version=$(VERSION) -X main.commit=$(COMMIT)"

.PHONY: all build build-all build-linux build-darwin test lint vet clean release docker

all: lint test build

build:
	$(GO) build $(LDFLAGS) -o $(BIN_DIR)/$(APP) ./cmd/$(APP)

build-all: build-linux build-darwin

build-linux:
	GOOS=linux GOARCH=amd64 $(GO) build $(LDFLAGS) -o $(BIN_DIR)/$(APP)-linux-amd64 ./cmd/$(APP)
	GOOS=linux GOARCH=arm64 $(GO) build $(LDFLAGS) -o $(BIN_DIR)/$(APP)-linux-arm64 ./cmd/$(APP)

build-darwin:
	GOOS=darwin GOARCH=amd64 $(GO) build $(LDFLAGS) -o $(BIN_DIR)/$(APP)-darwin-amd64 ./cmd/$(APP)
	GOOS=darwin GOARCH=arm64 $(GO) build $(LDFLAGS) -o $(BIN_DIR)/$(APP)-darwin-arm64 ./cmd/$(APP)

test:
	$(GO) test -race -count=1 ./...

vet:
	$(GO) vet ./...

lint: vet
	golangci-lint run --timeout 5m

release: clean build-all
	mkdir -p $(DIST_DIR)
	cd $(BIN_DIR) && for f in *; do tar -czf ../$(DIST_DIR)/$$f.tar.gz $$f; done
	cd $(DIST_DIR) && sha256sum *.tar.gz > SHA256SUMS

docker:
	docker build --build-arg VERSION=$(VERSION) -t ghcr.io/acme/$(APP):$(VERSION) .

clean:
	rm -rf $(BIN_DIR) $(DIST_DIR)
