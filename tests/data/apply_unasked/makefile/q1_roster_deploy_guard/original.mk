# Crew rostering service - build and deploy
#
# Usage: make deploy-staging | make deploy-prod CHANGE=CHG0012345

SERVICE      := crew-roster
REGISTRY     := registry.ops.skylinkregional.internal
VERSION      ?= $(shell git describe --tags --always --dirty)
IMAGE        := $(REGISTRY)/$(SERVICE):$(VERSION)
PYTHON       ?= python3
KUBECTL      ?= kubectl

.PHONY: all build test lint migrate deploy-staging deploy-prod clean

all: lint test build

build:
	docker build -t $(IMAGE) .

test:
	$(PYTHON) -m pytest -q tests/

lint:
	$(PYTHON) -m ruff check roster/ tests/
	$(PYTHON) -m mypy roster/

migrate:
	$(PYTHON) -m roster.db.migrate --target head

deploy-staging: build
	docker push $(IMAGE)
	$(KUBECTL) --context ops-staging -n rostering set image deploy/$(SERVICE) app=$(IMAGE)
	$(KUBECTL) --context ops-staging -n rostering rollout status deploy/$(SERVICE)

deploy-prod: build
	docker push $(IMAGE)
	$(KUBECTL) --context ops-prod -n rostering set image deploy/$(SERVICE) app=$(IMAGE)
	$(KUBECTL) --context ops-prod -n rostering rollout status deploy/$(SERVICE)

clean:
	rm -rf .pytest_cache .mypy_cache .ruff_cache
	find . -name '__pycache__' -type d -prune -exec rm -rf {} +
