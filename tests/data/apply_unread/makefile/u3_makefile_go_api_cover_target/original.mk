# Build and development tasks for the orders API.

APP        := orders-api
PKG        := github.com/acme/orders-api
VERSION    ?= $(shell git describe --tags --always --dirty)
BUILD_DIR  := bin
GOFLAGS    := -trimpath
LDFLAGS    := -s -w -X $(PKG)/internal/version.Version=$(VERSION)

.DEFAULT_GOAL := build

.PHONY: build
build:
	mkdir -p $(BUILD_DIR)
	go build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o $(BUILD_DIR)/$(APP) ./cmd/$(APP)

.PHONY: run
run: build
	./$(BUILD_DIR)/$(APP) --config config/local.yaml

.PHONY: test
test:
	go test -race -count=1 ./...

.PHONY: lint
lint:
	golangci-lint run --timeout 5m ./...

.PHONY: fmt
fmt:
	gofmt -s -w .
	goimports -w -local $(PKG) .

.PHONY: generate
generate:
	go generate ./...
	sqlc generate -f db/sqlc.yaml

.PHONY: migrate
migrate:
	migrate -path db/migrations -database "$(DATABASE_URL)" up

.PHONY: tidy
tidy:
	go mod tidy
	go mod verify

.PHONY: clean
clean:
	rm -rf $(BUILD_DIR) coverage.out coverage.html
