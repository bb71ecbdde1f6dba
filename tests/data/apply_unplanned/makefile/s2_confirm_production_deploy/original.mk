# Makefile for the lab-ingest worker image
# Usage: make build | make test | make deploy-staging VERSION=1.4.2

SERVICE := lab-ingest
REGISTRY ?= registry.riversidevet.internal/clinical
VERSION ?= $(shell git describe --tags --always --dirty)
IMAGE := $(REGISTRY)/$(SERVICE):$(VERSION)
NPM ?= npm

.PHONY: deps build test lint image push deploy-staging deploy-production \
        rollback-production clean

deps:
	$(NPM) ci

build: deps
	$(NPM) run build

test: deps
	$(NPM) test -- --runInBand

lint: deps
	$(NPM) run lint

image:
	docker build --build-arg GIT_SHA=$(VERSION) -t $(IMAGE) .

push: image
	docker push $(IMAGE)

deploy-staging: push
	helm upgrade --install $(SERVICE) deploy/chart \
		--namespace vet-staging \
		--set image.tag=$(VERSION) \
		--values deploy/values-staging.yaml

deploy-production: push
	helm upgrade --install $(SERVICE) deploy/chart \
		--namespace vet-production \
		--set image.tag=$(VERSION) \
		--values deploy/values-production.yaml

rollback-production:
	helm rollback $(SERVICE) --namespace vet-production

clean:
	rm -rf node_modules dist coverage
