# harvest-export: nightly CSV/XLSX export of weighbridge tickets for the agronomist.

APP      := harvest-export
PKG      := ./cmd/harvest-export
BIN_DIR  := bin
VERSION  ?= $(shell git describe --tags --always --dirty)
LDFLAGS  := -X main.version=$(VERSION)
SEASON   ?= 2024

.PHONY: all build test run clean

all: build

build:
	go build -ldflags "$(LDFLAGS)" -o $(BIN_DIR)/$(APP) $(PKG)

test:
	go test ./...

run: build
	./$(BIN_DIR)/$(APP) --season $(SEASON) --out exports/

clean:
	rm -rf $(BIN_DIR) exports/
