# harvest-export: nightly CSV/XLSX export of weighbridge tickets for the agronomist.

APP      := harvest-export
PKG      := ./cmd/harvest-export
BIN_DIR  := bin
VERSION  ?= $(shell git describe --tags --always --dirty)
LDFLAGS  := -s -w -X main.version=$(VERSION)
SEASON   ?= 2024
OUT_DIR  ?= exports

.PHONY: all build test lint run clean

all: lint test build

build:
	CGO_ENABLED=0 go build -ldflags "$(LDFLAGS)" -o $(BIN_DIR)/$(APP) $(PKG)

test:
	go test -race ./...

lint:
	go vet ./...
	staticcheck ./...

run: build
	mkdir -p $(OUT_DIR)
	./$(BIN_DIR)/$(APP) --season $(SEASON) --out $(OUT_DIR)/

clean:
	rm -rf $(BIN_DIR) $(OUT_DIR)/
