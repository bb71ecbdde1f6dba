GO ?= go
BIN := bin/server

build:
	$(GO) build -o $(BIN) ./cmd/server

test:
	$(GO) test -race ./...

lint:
	golangci-lint run

clean:
	rm -rf bin

.PHONY: build test lint clean
