COMPOSE      := docker compose -f compose.yaml -f compose.dev.yaml
APP_SERVICE  := web
DB_SERVICE   := postgres
RUN          := $(COMPOSE) run --rm $(APP_SERVICE)

.PHONY: help up down restart logs shell dbshell migrate seed test lint fresh

help: ## Show this help
	@awk 'BEGIN {FS = ":.*##"} /^[a-z-]+:.*##/ {printf "  \033[36m%-12s\033[0m %s\n", $$1, $$2}' $(MAKEFILE_LIST)

up: ## Start the stack in the background
	$(COMPOSE) up -d --build
	@echo "App running on http://localhost:8000"

down: ## Stop the stack
	$(COMPOSE) down --remove-orphans

restart: down up ## Restart everything

logs: ## Follow application logs
	$(COMPOSE) logs -f --tail=100 $(APP_SERVICE)

shell: ## Open a shell in the app container
	$(COMPOSE) exec $(APP_SERVICE) bash

dbshell: ## Open psql in the database container
	$(COMPOSE) exec $(DB_SERVICE) psql -U app app

migrate: ## Apply database migrations
	$(RUN) python manage.py migrate --noinput

seed: ## Load development fixtures
	$(RUN) python manage.py loaddata fixtures/dev/*.json

test: ## Run the test suite
	$(RUN) pytest -q $(ARGS)

lint: ## Run linters
	$(RUN) ruff check .
	$(RUN) ruff format --check .

fresh: ## Drop volumes and rebuild from scratch
	$(COMPOSE) down -v --remove-orphans
	$(MAKE) up
	$(MAKE) migrate seed
