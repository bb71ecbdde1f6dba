# Makefile for the permits-intake service (applications + fee assessment API).
SHELL := /bin/bash
APP := permits-intake
VERSION ?= $(shell git describe --tags --always --dirty)
REGISTRY ?= registry.cityhall.internal/permits
IMAGE := $(REGISTRY)/$(APP):$(VERSION)
GO ?= go
GOFLAGS ?= -trimpath
MIGRATIONS_DIR := db/migrations
DATABASE_URL ?= postgres://permits:permits@localhost:5432/permits?sslmode=disable

.PHONY: all build test lint migrate-up migrate-down docker-build docker-push clean

all: lint test build

build:
	$(GO) build $(GOFLAGS) -ldflags "-X main.version=$(VERSION)" -o bin/$(APP) ./cmd/$(APP)

test:
	$(GO) test -race -count=1 ./...

lint:
	golangci-lint run ./...

migrate-up:
	migrate -path $(MIGRATIONS_DIR) -database "$(DATABASE_URL)" up

migrate-down:
	migrate -path $(MIGRATIONS_DIR) -database "$(DATABASE_URL)" down 1

docker-build:
	docker build --build-arg VERSION=$(VERSION) -t $(IMAGE) .

docker-push: docker-build
	docker push $(IMAGE)

clean:
	rm -rf bin/ coverage.out
