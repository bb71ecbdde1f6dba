# ... variables unchanged ...

.PHONY: all build test cover lint run clean docker

all: test build

# ... test target unchanged ...

cover:
	go test $(GOFLAGS) -coverprofile=coverage.out $(PKG)
	go tool cover -func=coverage.out | tail -n 1

lint:
	gofmt -l . | tee /dev/stderr | (! read)
	go vet $(PKG)
	golangci-lint run --timeout 5m

build:
	CGO_ENABLED=0 go build $(GOFLAGS) -ldflags '$(LDFLAGS)' -o bin/$(BINARY) ./cmd/$(BINARY)

# ... rest unchanged ...
