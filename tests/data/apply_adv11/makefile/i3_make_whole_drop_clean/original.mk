BINARY := reportd
DIST := dist
GOFLAGS := -trimpath

.PHONY: build test lint clean

build:
	go build $(GOFLAGS) -o $(DIST)/$(BINARY) ./cmd/reportd

test:
	go test ./...

lint:
	golangci-lint run ./...

clean:
	rm -rf $(DIST)
