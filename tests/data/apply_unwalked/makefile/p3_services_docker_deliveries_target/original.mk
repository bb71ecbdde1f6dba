SERVICES := menu-pricing kitchen-tickets reservations deliveries
REGISTRY ?= registry.harbordining.io
VERSION ?= $(shell git describe --tags --always --dirty)
GO ?= go

.PHONY: all build test lint docker-menu docker-kitchen docker-reservations clean

all: build

build:
	@for svc in $(SERVICES); do \
		$(GO) build -o bin/$$svc ./cmd/$$svc || exit 1; \
	done

test:
	$(GO) test ./... -count=1

lint:
	golangci-lint run ./...

docker-menu:
	docker build -f deploy/menu-pricing.Dockerfile -t $(REGISTRY)/menu-pricing:$(VERSION) .
	docker push $(REGISTRY)/menu-pricing:$(VERSION)

docker-kitchen:
	docker build -f deploy/kitchen-tickets.Dockerfile -t $(REGISTRY)/kitchen-tickets:$(VERSION) .
	docker push $(REGISTRY)/kitchen-tickets:$(VERSION)

docker-reservations:
	docker build -f deploy/reservations.Dockerfile -t $(REGISTRY)/reservations:$(VERSION) .
	docker push $(REGISTRY)/reservations:$(VERSION)

clean:
	rm -rf bin/ coverage.out
