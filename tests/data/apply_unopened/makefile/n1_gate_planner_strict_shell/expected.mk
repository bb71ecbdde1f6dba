# gate-planner service — build, test, lint and deploy helpers
# Usage: make <target> [ENV=staging|prod]

SHELL       := /usr/bin/env bash
.SHELLFLAGS := -eu -o pipefail -c

SERVICE   := gate-planner
ENV       ?= staging
REGISTRY  := registry.skyops.internal/flight-ops
VERSION   := $(shell git describe --tags --always --dirty)
IMAGE     := $(REGISTRY)/$(SERVICE):$(VERSION)
PYTHON    := .venv/bin/python
PYTEST    := .venv/bin/pytest

KUBE_CONTEXT_staging := ops-stg-euw1
KUBE_CONTEXT_prod    := ops-prd-euw1
KUBE_CONTEXT         := $(KUBE_CONTEXT_$(ENV))

.PHONY: help venv test lint fixtures image push deploy clean

help:
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "%-12s %s\n", $$1, $$2}'

venv: ## create the virtualenv
	python3.11 -m venv .venv
	$(PYTHON) -m pip install -q -r requirements.txt -r requirements-dev.txt

test: venv ## run unit tests
	$(PYTEST) -q tests/unit

lint: venv ## static checks
	$(PYTHON) -m ruff check src tests
	$(PYTHON) -m mypy src

fixtures: venv ## regenerate the gate/stand fixtures from the AODB export
	$(PYTHON) -m gate_planner.tools.export_stands --station KBR > tests/fixtures/stands_kbr.json

image: ## build the container image
	docker build --pull -t $(IMAGE) .

push: image ## push the image to the registry
	docker push $(IMAGE)

deploy: push ## roll out to the selected environment
	kubectl --context $(KUBE_CONTEXT) -n ops-control set image deploy/$(SERVICE) app=$(IMAGE)
	kubectl --context $(KUBE_CONTEXT) -n ops-control rollout status deploy/$(SERVICE) --timeout=180s

clean:
	rm -rf .venv .pytest_cache .mypy_cache build dist
