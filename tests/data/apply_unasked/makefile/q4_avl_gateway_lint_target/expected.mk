# avl-gateway: receives vehicle GPS pings from onboard modems and forwards them to Kafka.
# Run `make ci` before opening a merge request.

APP        := avl-gateway
VERSION    ?= $(shell git describe --tags --always --dirty)
REGISTRY   ?= registry.bayline.internal/telemetry
IMAGE      := $(REGISTRY)/$(APP):$(VERSION)
GOFLAGS    := -trimpath
LDFLAGS    := -s -w -X main.version=$(VERSION)

.PHONY: build lint test run image push deploy-staging deploy-prod ci clean

build:
	CGO_ENABLED=0 go build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o bin/$(APP) ./cmd/$(APP)

lint:
	golangci-lint run --timeout=5m ./...

test:
	go test -race -count=1 ./...

run: build
	AVL_LISTEN=:5055 AVL_KAFKA_BROKERS=localhost:9092 ./bin/$(APP)

image:
	docker build --build-arg VERSION=$(VERSION) -t $(IMAGE) .

push: image
	docker push $(IMAGE)

deploy-staging: push
	kubectl --context staging -n telemetry set image deployment/$(APP) $(APP)=$(IMAGE)
	kubectl --context staging -n telemetry rollout status deployment/$(APP) --timeout=120s

deploy-prod: push
	@read -p "Deploy $(VERSION) to production? [y/N] " ans && [ "$$ans" = y ]
	kubectl --context prod -n telemetry set image deployment/$(APP) $(APP)=$(IMAGE)
	kubectl --context prod -n telemetry rollout status deployment/$(APP) --timeout=300s

ci: lint test build

clean:
	rm -rf bin/
