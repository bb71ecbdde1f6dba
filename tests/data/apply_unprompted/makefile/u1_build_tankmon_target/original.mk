# Build, test and ship the brewery's internal Go services
# (tap list boards, keg tracker, brew log).

REGISTRY ?= registry.hopworks.internal
VERSION  ?= $(shell git describe --tags --always --dirty)
GO       ?= go
GOFLAGS  := -trimpath
LDFLAGS  := -s -w -X main.version=$(VERSION)

SERVICES := taplist kegtracker brewlog

.PHONY: all build test lint docker push clean $(addprefix build-,$(SERVICES))

all: build

build: $(addprefix build-,$(SERVICES))

build-taplist:
	$(GO) build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o bin/taplist ./cmd/taplist

build-kegtracker:
	$(GO) build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o bin/kegtracker ./cmd/kegtracker

build-brewlog:
	$(GO) build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o bin/brewlog ./cmd/brewlog

test:
	$(GO) test -race -count=1 ./...

lint:
	golangci-lint run ./...

# One image per service; the Dockerfile picks the binary from SERVICE.
docker:
	for svc in $(SERVICES); do \
		docker build --build-arg SERVICE=$$svc -t $(REGISTRY)/$$svc:$(VERSION) . ; \
	done

push: docker
	for svc in $(SERVICES); do \
		docker push $(REGISTRY)/$$svc:$(VERSION) ; \
	done

clean:
	rm -rf bin/ coverage.out
