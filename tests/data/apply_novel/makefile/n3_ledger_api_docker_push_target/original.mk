APP        := ledger-api
REGISTRY   ?= registry.acme.internal/finance
TAG        ?= $(shell git rev-parse --short HEAD)
IMAGE      := $(REGISTRY)/$(APP):$(TAG)
PYTHON     ?= python3
VENV       := .venv

.DEFAULT_GOAL := help

.PHONY: help
help: ## Show this help
	@grep -E '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "  %-18s %s\n", $$1, $$2}'

.PHONY: venv
venv: ## Create the virtualenv and install dependencies
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -r requirements.txt -r requirements-dev.txt

.PHONY: test
test: ## Run the unit tests
	$(VENV)/bin/pytest -q tests/unit

.PHONY: lint
lint: ## Run ruff and mypy
	$(VENV)/bin/ruff check src tests
	$(VENV)/bin/mypy src

.PHONY: migrate
migrate: ## Apply database migrations
	$(VENV)/bin/alembic upgrade head

.PHONY: docker-build
docker-build: ## Build the container image
	docker build --pull -t $(IMAGE) -f docker/Dockerfile .

.PHONY: docker-run
docker-run: docker-build ## Run the container locally on port 8080
	docker run --rm -p 8080:8080 --env-file .env.local $(IMAGE)

.PHONY: docker-shell
docker-shell: docker-build ## Open a shell inside the image
	docker run --rm -it --entrypoint /bin/sh $(IMAGE)
