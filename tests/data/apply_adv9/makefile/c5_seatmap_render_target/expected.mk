# Box office seat map service

SERVICE     := seatmap-api
IMAGE       := registry.curtainup.co.uk/boxoffice/$(SERVICE)
VERSION     ?= $(shell git describe --tags --always --dirty)
GO          ?= go
GOFLAGS     := -trimpath
VENUES      := lyceum studio courtyard
SEATMAP_DIR := data/seatmaps

.PHONY: all build test lint seatmaps seatmaps-render clean image push deploy

all: lint test build

build:
	$(GO) build $(GOFLAGS) -ldflags "-X main.version=$(VERSION)" -o bin/$(SERVICE) ./cmd/$(SERVICE)

test:
	$(GO) test ./... -race -count=1

lint:
	golangci-lint run ./...

seatmaps:
	@for venue in $(VENUES); do \
		echo "validating $$venue"; \
		$(GO) run ./cmd/seatmapcheck -in $(SEATMAP_DIR)/$$venue.json || exit 1; \
	done

seatmaps-render: seatmaps
	@mkdir -p build/seatmaps
	@for venue in $(VENUES); do \
		$(GO) run ./cmd/seatmaprender -in $(SEATMAP_DIR)/$$venue.json -out build/seatmaps/$$venue.svg || exit 1; \
	done

image: build
	docker build -t $(IMAGE):$(VERSION) .

push: image
	docker push $(IMAGE):$(VERSION)

deploy: push seatmaps
	kubectl -n boxoffice set image deployment/$(SERVICE) $(SERVICE)=$(IMAGE):$(VERSION)
	kubectl -n boxoffice rollout status deployment/$(SERVICE) --timeout=120s

clean:
	rm -rf bin/ coverage.out
