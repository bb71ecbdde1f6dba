# Payroll engine: developer and CI tasks
SHELL := /bin/bash
.DEFAULT_GOAL := help

PROJECT      := payroll-engine
REGISTRY     ?= registry.acme-hr.internal/payroll
VERSION      ?= $(shell git describe --tags --always --dirty)
GO           ?= go
DATABASE_URL ?= postgres://payroll:payroll@localhost:5432/payroll?sslmode=disable
MIGRATIONS   := ./db/migrations

.PHONY: help build test lint migrate-up migrate-down docker-api docker-worker docker-scheduler clean

help: ## Show this help
	@grep -E '^[a-zA-Z_-]+:.*?## .*$$' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "  %-18s %s\n", $$1, $$2}'

build: ## Compile all binaries into ./bin
	$(GO) build -ldflags "-X main.version=$(VERSION)" -o bin/ ./cmd/...

test: ## Run unit tests with the race detector
	$(GO) test -race -count=1 ./...

lint: ## Run golangci-lint
	golangci-lint run --timeout 5m

migrate-up: ## Apply all pending migrations
	migrate -path $(MIGRATIONS) -database "$(DATABASE_URL)" up

migrate-down: ## Roll back the most recent migration
	migrate -path $(MIGRATIONS) -database "$(DATABASE_URL)" down 1

docker-api: ## Build the payroll API image
	docker build -f deploy/api.Dockerfile -t $(REGISTRY)/api:$(VERSION) .

docker-worker: ## Build the payroll run worker image
	docker build -f deploy/worker.Dockerfile -t $(REGISTRY)/worker:$(VERSION) .

docker-scheduler: ## Build the pay-calendar scheduler image
	docker build -f deploy/scheduler.Dockerfile -t $(REGISTRY)/scheduler:$(VERSION) .

clean: ## Remove build artefacts
	rm -rf bin/ coverage.out
