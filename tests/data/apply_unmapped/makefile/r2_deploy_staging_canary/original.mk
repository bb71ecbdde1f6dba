# tracking-ingest: ELD / Macropoint ping ingestion service

APP        := tracking-ingest
PKG        := github.com/haulbridge/tracking-ingest
GO         ?= go
VERSION    ?= $(shell git rev-parse --short HEAD)
LDFLAGS    := -s -w -X $(PKG)/internal/build.Version=$(VERSION)
IMAGE      := ghcr.io/haulbridge/$(APP):$(VERSION)
KUBECTL    ?= kubectl
HELM       ?= helm
CHART      := deploy/chart

.PHONY: all build test lint image push deploy-dev deploy-staging deploy-prod rollback-prod clean

all: lint test build

build:
	CGO_ENABLED=0 $(GO) build -ldflags '$(LDFLAGS)' -o bin/$(APP) ./cmd/$(APP)

test:
	$(GO) test -race -count=1 ./...

lint:
	golangci-lint run ./...

image:
	docker build -t $(IMAGE) .

push: image
	docker push $(IMAGE)

deploy-dev: push
	$(HELM) upgrade --install $(APP) $(CHART) \
	  --kube-context dev \
	  --namespace tracking \
	  --set image.tag=$(VERSION) \
	  --set replicaCount=1 \
	  --values $(CHART)/values-dev.yaml

deploy-staging: push
	$(HELM) upgrade --install $(APP) $(CHART) \
	  --kube-context staging \
	  --namespace tracking \
	  --set image.tag=$(VERSION) \
	  --set replicaCount=2 \
	  --values $(CHART)/values-staging.yaml

deploy-prod: push
	@read -p "Deploy $(VERSION) to PRODUCTION? [y/N] " ok && [ "$$ok" = "y" ]
	$(HELM) upgrade --install $(APP) $(CHART) \
	  --kube-context prod \
	  --namespace tracking \
	  --set image.tag=$(VERSION) \
	  --set replicaCount=6 \
	  --values $(CHART)/values-prod.yaml

rollback-prod:
	$(HELM) rollback $(APP) --kube-context prod --namespace tracking

clean:
	rm -rf bin/ coverage.out
