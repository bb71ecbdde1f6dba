BINARY := logtail
PKG := ./cmd/logtail
VERSION ?= $(shell git describe --tags --always --dirty)
LDFLAGS := -s -w -X main.version=$(VERSION)
PLATFORMS := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64

.PHONY: all build test lint clean build-all release

all: build

build:
	go build -ldflags "$(LDFLAGS)" -o bin/$(BINARY) $(PKG)

test:
	go test -race -count=1 ./...

lint:
	golangci-lint run ./...

clean:
	rm -rf bin dist

build-all:
	mkdir -p dist
	for platform in $(PLATFORMS); do \
	  os=$${platform%/*}; arch=$${platform#*/}; \
	  GOOS=$$os GOARCH=$$arch go build -ldflags "$(LDFLAGS)" -o dist/$(BINARY)-$$os-$$arch $(PKG); \
	done

release: clean build-all
	mkdir -p dist
	cd dist && for f in $(BINARY)-*; do tar czf $$f.tar.gz $$f && rm $$f; done
	cd dist && sha256sum *.tar.gz > SHA256SUMS && gpg --batch --yes --detach-sign --armor SHA256SUMS
