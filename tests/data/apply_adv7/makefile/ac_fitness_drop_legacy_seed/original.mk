# pulsefit API - developer tasks
GO ?= go
PKG := ./...
DB_URL ?= postgres://pulsefit:pulsefit@localhost:5432/pulsefit?sslmode=disable
MIGRATIONS := db/migrations
IMAGE ?= registry.internal/pulsefit/api
VERSION ?= $(shell git describe --tags --always --dirty)

.PHONY: build test test-integration lint migrate-up migrate-down seed seed-legacy-hr docker-build clean

build:
	$(GO) build -ldflags "-X main.version=$(VERSION)" -o bin/pulsefit-api ./cmd/api

test:
	$(GO) test -race -count=1 $(PKG)

test-integration:
	$(GO) test -race -count=1 -tags=integration $(PKG)

lint:
	golangci-lint run --timeout=5m

migrate-up:
	migrate -path $(MIGRATIONS) -database "$(DB_URL)" up

migrate-down:
	migrate -path $(MIGRATIONS) -database "$(DB_URL)" down 1

seed: migrate-up
	$(GO) run ./cmd/seed --db "$(DB_URL)" --fixtures fixtures/workouts.yaml

# Imports heart-rate samples exported from the v1 app (CSV, one file per member)
seed-legacy-hr: migrate-up
	$(GO) run ./cmd/seed --db "$(DB_URL)" --legacy-hr-dir fixtures/legacy_hr
	@echo "legacy heart-rate samples imported; run 'make seed' afterwards to rebuild streaks"

docker-build:
	docker build -t $(IMAGE):$(VERSION) -f build/Dockerfile .

clean:
	rm -rf bin/ coverage.out
