# Makefile for fpl-filer (ICAO flight plan filing service)

SERVICE    := fpl-filer
REGISTRY   := registry.ops.example-air.net/flightops
VERSION    ?= $(shell git describe --tags --always --dirty)
IMAGE      := $(REGISTRY)/$(SERVICE):$(VERSION)
GO         ?= go
GOFLAGS    := -trimpath
PKGS       := ./...
AFTN_STUB  ?= localhost:7001

.PHONY: all build test test-integration lint vet docker-build docker-push deploy-staging deploy-prod clean

all: lint test build

build:
	$(GO) build $(GOFLAGS) -ldflags "-X main.version=$(VERSION)" -o bin/$(SERVICE) ./cmd/$(SERVICE)

test:
	$(GO) test -race -count=1 $(PKGS)

test-integration:
	docker compose -f deploy/aftn-stub.compose.yaml up -d --wait
	AFTN_ADDR=$(AFTN_STUB) $(GO) test -tags integration -count=1 ./internal/aftn/...; \
		status=$$?; docker compose -f deploy/aftn-stub.compose.yaml down; exit $$status

lint: vet
	golangci-lint run --timeout 5m

vet:
	$(GO) vet $(PKGS)

docker-build:
	docker build --build-arg VERSION=$(VERSION) -t $(IMAGE) .

docker-push: docker-build
	docker push $(IMAGE)

deploy-staging: docker-push
	kubectl --context staging -n flightops set image deploy/$(SERVICE) $(SERVICE)=$(IMAGE)
	kubectl --context staging -n flightops rollout status deploy/$(SERVICE) --timeout=120s

deploy-prod: docker-push
	@test "$(CONFIRM)" = "yes" || (echo "set CONFIRM=yes to deploy to production" && exit 1)
	kubectl --context prod -n flightops set image deploy/$(SERVICE) $(SERVICE)=$(IMAGE)
	kubectl --context prod -n flightops rollout status deploy/$(SERVICE) --timeout=300s

clean:
	rm -rf bin/ coverage.out
