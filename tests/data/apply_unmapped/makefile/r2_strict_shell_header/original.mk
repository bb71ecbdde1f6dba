# Makefile for the rate-confirmation service (ratecon-svc)
# Run `make help` to list targets.

SERVICE   := ratecon-svc
REGISTRY  ?= registry.haulbridge.example
VERSION   ?= $(shell git describe --tags --always --dirty)
IMAGE     := $(REGISTRY)/$(SERVICE):$(VERSION)
PYTHON    ?= python3
VENV      := .venv
BIN       := $(VENV)/bin

.DEFAULT_GOAL := help
.PHONY: help venv install lint fmt test test-integration migrate run image push clean

help: ## Show this help
	grep -E '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "%-18s %s\n", $$1, $$2}'

venv: ## Create the virtualenv
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip wheel

install: venv ## Install the service and dev dependencies
	$(BIN)/pip install -e '.[dev]'

lint: ## Run ruff and mypy
	$(BIN)/ruff check src tests
	$(BIN)/mypy src/ratecon

fmt: ## Format the code
	$(BIN)/ruff format src tests

test: ## Run unit tests
	$(BIN)/pytest -q tests/unit

test-integration: ## Run integration tests against a local Postgres
	docker compose -f docker-compose.test.yml up -d postgres
	DATABASE_URL=postgresql://ratecon:ratecon@localhost:55432/ratecon $(BIN)/pytest -q tests/integration
	docker compose -f docker-compose.test.yml down

migrate: ## Apply database migrations
	$(BIN)/alembic upgrade head

run: ## Run the API locally
	$(BIN)/uvicorn ratecon.api:app --reload --port 8040

image: ## Build the container image
	docker build -t $(IMAGE) --build-arg VERSION=$(VERSION) .

push: image ## Push the container image
	docker push $(IMAGE)

clean: ## Remove build artifacts
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache dist build
	find . -name '__pycache__' -type d -prune -exec rm -rf {} +
