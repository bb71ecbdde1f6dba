# Makefile for the food bank operations monorepo
# Run `make help` for a list of targets.

SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
COMPOSE := docker compose -f deploy/docker-compose.yml
DB_URL ?= postgresql://foodbank:foodbank@localhost:5432/foodbank

.PHONY: help install lint format test test-integration migrate seed run-api run-worker docker-build docker-up docker-down clean

help: ## Show this help
	@grep -E '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | \
		awk 'BEGIN {FS = ":.*?## "}; {printf "  \033[36m%-18s\033[0m %s\n", $$1, $$2}'

$(VENV)/bin/activate: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -r requirements.txt -r requirements-dev.txt
	touch $@

install: $(VENV)/bin/activate ## Create the virtualenv and install dependencies

lint: install ## Run ruff and mypy
	$(BIN)/ruff check pantry_api routes_worker tests
	$(BIN)/mypy pantry_api routes_worker

format: install ## Format the code base
	$(BIN)/ruff format pantry_api routes_worker tests

test: install ## Run unit tests
	$(BIN)/pytest -q tests/unit

test-integration: install ## Run integration tests against the compose database
	$(COMPOSE) up -d db
	DATABASE_URL=$(DB_URL) $(BIN)/pytest -q tests/integration
	$(COMPOSE) stop db

migrate: install ## Apply database migrations
	DATABASE_URL=$(DB_URL) $(BIN)/alembic upgrade head

seed: migrate ## Load demo pantries, donors and volunteer shifts
	DATABASE_URL=$(DB_URL) $(BIN)/python -m pantry_api.scripts.seed --fixtures fixtures/demo

run-api: install ## Run the pantry API locally with reload
	DATABASE_URL=$(DB_URL) $(BIN)/uvicorn pantry_api.main:app --reload --port 8080

run-worker: install ## Run the delivery route worker
	DATABASE_URL=$(DB_URL) $(BIN)/python -m routes_worker --queue routes

docker-build: ## Build all service images
	$(COMPOSE) build

docker-up: ## Start the full stack
	$(COMPOSE) up -d

docker-down: ## Stop the full stack
	$(COMPOSE) down

clean: ## Remove caches and the virtualenv
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
	find . -name '__pycache__' -type d -prune -exec rm -rf {} +
