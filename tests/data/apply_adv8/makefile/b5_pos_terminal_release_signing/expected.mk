# Build and release tooling for the Tableside POS terminal app.

APP        := tableside-terminal
VERSION    ?= $(shell git describe --tags --always --dirty)
GO         ?= go
LDFLAGS    := -s -w -X main.version=$(VERSION)
DIST       := dist
PLATFORMS  := linux/amd64 linux/arm64
COSIGN_KEY ?= cosign.key

.PHONY: build lint test test-printer release clean

build:
	$(GO) build -ldflags "$(LDFLAGS)" -o bin/$(APP) ./cmd/terminal

lint:
	golangci-lint run ./...

test:
	$(GO) test -race -count=1 ./...

test-printer:
	ESCPOS_EMULATOR=1 $(GO) test -tags printer -count=1 ./internal/printer/...

release: lint test
	@mkdir -p $(DIST)
	@for platform in $(PLATFORMS); do \
		os=$${platform%/*}; arch=$${platform#*/}; \
		echo "building $$os/$$arch"; \
		GOOS=$$os GOARCH=$$arch $(GO) build -ldflags "$(LDFLAGS)" \
			-o $(DIST)/$(APP)-$(VERSION)-$$os-$$arch ./cmd/terminal; \
	done
	cd $(DIST) && sha256sum $(APP)-$(VERSION)-* > SHA256SUMS
	cosign sign-blob --yes --key $(COSIGN_KEY) \
		--output-signature $(DIST)/SHA256SUMS.sig $(DIST)/SHA256SUMS

clean:
	rm -rf bin $(DIST)
