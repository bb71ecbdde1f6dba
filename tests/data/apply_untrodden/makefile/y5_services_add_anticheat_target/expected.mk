# Makefile - arena game backend services
SHELL := /bin/bash
GO ?= go
REGISTRY ?= registry.internal.example.net/arena
VERSION ?= $(shell git describe --tags --always --dirty)
LDFLAGS := -s -w -X main.version=$(VERSION)
BIN_DIR := bin

.PHONY: all build test lint clean images \
	matchmaker leaderboard inventory anticheat \
	image-matchmaker image-leaderboard image-inventory

all: build

build: matchmaker leaderboard inventory anticheat

matchmaker:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN_DIR)/matchmaker ./cmd/matchmaker

leaderboard:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN_DIR)/leaderboard ./cmd/leaderboard

inventory:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN_DIR)/inventory ./cmd/inventory

anticheat:
	$(GO) build -ldflags "$(LDFLAGS)" -tags sentinel -o $(BIN_DIR)/anticheat ./cmd/anticheat

images: image-matchmaker image-leaderboard image-inventory

image-matchmaker: matchmaker
	docker build -f deploy/matchmaker.Dockerfile -t $(REGISTRY)/matchmaker:$(VERSION) .

image-leaderboard: leaderboard
	docker build -f deploy/leaderboard.Dockerfile -t $(REGISTRY)/leaderboard:$(VERSION) .

image-inventory: inventory
	docker build -f deploy/inventory.Dockerfile -t $(REGISTRY)/inventory:$(VERSION) .

test:
	$(GO) test -race -count=1 ./...

lint:
	golangci-lint run ./...

migrate:
	migrate -path db/migrations -database "$(DATABASE_URL)" up

clean:
	rm -rf $(BIN_DIR)
