# Developer tasks for the inventory service (Python 3.12, uv).
# `make help` lists the targets.

UV        ?= uv
SRC       := src/inventory
TESTS     := tests
COMPOSE   := docker compose -f compose.yaml
IMAGE     ?= registry.internal.example.com/inventory
TAG       ?= $(shell git rev-parse --short HEAD)

.PHONY: help install lint typecheck test test-fast cov fmt migrate run worker image push clean

help:
	@grep -E '^[a-z-]+:' $(MAKEFILE_LIST) | cut -d: -f1 | sort

install:
	$(UV) sync --frozen --all-extras
	$(UV) run pre-commit install

lint:
	$(UV) run ruff check $(SRC) $(TESTS)
	$(UV) run ruff format --check $(SRC) $(TESTS)
	$(UV) run codespell $(SRC) $(TESTS) docs README.md
	$(UV) run lint-imports
	$(UV) run deptry $(SRC)

typecheck:
	$(UV) run mypy $(SRC)

test:
	$(COMPOSE) up -d --wait postgres redis
	$(UV) run pytest $(TESTS) -n auto --dist loadscope

test-fast:
	$(UV) run pytest $(TESTS) -m "not slow and not db" -x -q

cov:
	$(COMPOSE) up -d --wait postgres redis
	$(UV) run pytest $(TESTS) -n auto --cov=$(SRC) --cov-report=term-missing --cov-report=xml

fmt:
	$(UV) run ruff check --fix $(SRC) $(TESTS)
	$(UV) run ruff format $(SRC) $(TESTS)

migrate:
	$(COMPOSE) up -d --wait postgres
	$(UV) run alembic upgrade head

run:
	$(UV) run uvicorn inventory.app:create_app --factory --reload --port 8000

worker:
	$(UV) run celery -A inventory.worker worker --loglevel=info --concurrency=2

image:
	docker build -t $(IMAGE):$(TAG) -t $(IMAGE):latest .

push: image
	docker push $(IMAGE):$(TAG)
	docker push $(IMAGE):latest

clean:
	rm -rf .pytest_cache .mypy_cache .ruff_cache htmlcov coverage.xml dist
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
