# invoicer: build, test and release
APP := invoicer
VERSION ?=
GO ?= go
GOFLAGS := -trimpath
LDFLAGS := -s -w -X main.version=$(VERSION)

.PHONY: build test lint release clean

build:
	@mkdir -p bin
	$(GO) build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o bin/$(APP) ./cmd/$(APP)

test:
	$(GO) test -race ./...

lint:
	golangci-lint run ./...

release: test
	@test -n "$(VERSION)" || (echo "VERSION is required, e.g. make release VERSION=1.4.0" && exit 1)
	@git diff --quiet || (echo "working tree is dirty" && exit 1)
	@git fetch --tags --quiet
	git tag -a v$(VERSION) -m "v$(VERSION)"
	git push origin v$(VERSION)
	goreleaser release --clean

clean:
	rm -rf bin dist
