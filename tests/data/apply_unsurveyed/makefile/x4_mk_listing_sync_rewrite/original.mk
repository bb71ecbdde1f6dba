# listing-sync: pushes available units to the syndication partners.

SERVICE   := listing-sync
VERSION   ?= $(shell git describe --tags --always --dirty)
REGISTRY  ?= registry.harborviewpm.internal
IMAGE     := $(REGISTRY)/$(SERVICE):$(VERSION)
GO        ?= go
GOFLAGS   := -trimpath
LDFLAGS   := -s -w -X main.version=$(VERSION)

.PHONY: all build test docker push clean

all: build

build:
	$(GO) build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o bin/$(SERVICE) ./cmd/$(SERVICE)

test:
	$(GO) test ./...

docker:
	docker build --build-arg VERSION=$(VERSION) -t $(IMAGE) .

push: docker
	docker push $(IMAGE)

clean:
	rm -rf bin/
