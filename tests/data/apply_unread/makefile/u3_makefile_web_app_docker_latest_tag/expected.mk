# Makefile for the storefront web app (Node + Docker)

SHELL      := /bin/bash
NPM        ?= npm
IMAGE      ?= registry.acme.io/web/storefront
TAG        ?= $(shell git rev-parse --short HEAD)
NODE_ENV   ?= production
PORT       ?= 3000

.PHONY: help install lint typecheck test build docker-build docker-run docker-push clean

help:
	@grep -E '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | sort | \
	    awk 'BEGIN {FS = ":.*?## "}; {printf "  %-14s %s\n", $$1, $$2}'

install: ## Install dependencies from the lockfile
	$(NPM) ci

lint: ## Run eslint and stylelint
	$(NPM) run lint
	$(NPM) run lint:css

typecheck: ## Run the TypeScript compiler without emitting
	$(NPM) exec tsc -- --noEmit

test: ## Run unit tests once
	$(NPM) test -- --run

build: install ## Build the production bundle
	NODE_ENV=$(NODE_ENV) $(NPM) run build

docker-build: ## Build the container image
	docker build \
	    --build-arg NODE_ENV=$(NODE_ENV) \
	    -t $(IMAGE):$(TAG) .

docker-run: docker-build ## Run the image locally
	docker run --rm -p $(PORT):3000 -e PORT=3000 $(IMAGE):$(TAG)

docker-push: docker-build ## Push the image to the registry (also tagged latest)
	docker tag $(IMAGE):$(TAG) $(IMAGE):latest
	docker push $(IMAGE):$(TAG)
	docker push $(IMAGE):latest

clean: ## Remove build output
	rm -rf dist coverage node_modules/.cache
