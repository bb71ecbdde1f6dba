# Build and test tooling for the AIS decoder service.
SERVICE      := ais-decoder
REGISTRY     ?= registry.portops.internal
VERSION      ?= $(shell git describe --tags --always --dirty)
IMAGE        := $(REGISTRY)/$(SERVICE):$(VERSION)
GO           ?= go
GOFLAGS      := -trimpath
LDFLAGS      := -s -w -X main.version=$(VERSION)
SAMPLES_DIR  := testdata/nmea
COVERAGE_OUT := build/coverage.out

.PHONY: all build lint test test-unit test-integration image push clean

all: lint test build

build:
	@mkdir -p build
	$(GO) build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o build/$(SERVICE) ./cmd/$(SERVICE)

lint:
	golangci-lint run ./...

test: test-unit test-integration

test-unit:
	@mkdir -p build
	$(GO) test -race -coverprofile=$(COVERAGE_OUT) ./internal/...

test-integration:
	@mkdir -p build
	$(GO) test -race -tags=integration -run Integration ./internal/...
	@echo "integration tests passed against $(SAMPLES_DIR)"

image:
	docker build --build-arg VERSION=$(VERSION) -t $(IMAGE) .

push: image
	docker push $(IMAGE)

clean:
	rm -rf build
	$(GO) clean -testcache
