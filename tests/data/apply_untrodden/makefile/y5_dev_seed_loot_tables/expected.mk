# dev.mk - local environment for the arena backend
# Usage: make -f dev.mk <target>

COMPOSE ?= docker compose -f deploy/docker-compose.dev.yml
PSQL ?= psql "postgres://arena:arena@localhost:5433/arena?sslmode=disable"
K6 ?= k6
LOADTEST_VUS ?= 100
LOADTEST_DURATION ?= 2m

.PHONY: up down logs psql seed reset loadtest-matchmaking loadtest-leaderboard

up:
	$(COMPOSE) up -d postgres redis nats
	@echo "waiting for postgres..."
	@until $(PSQL) -c 'select 1' >/dev/null 2>&1; do sleep 1; done

down:
	$(COMPOSE) down --remove-orphans

logs:
	$(COMPOSE) logs -f --tail=200

psql:
	$(PSQL)

seed: up
	$(PSQL) -f db/seed/players.sql
	$(PSQL) -f db/seed/seasons.sql
	$(PSQL) -f db/seed/items.sql
	$(PSQL) -f db/seed/loot_tables.sql
	$(PSQL) -f db/seed/loot_table_entries.sql

reset:
	$(COMPOSE) down -v --remove-orphans
	$(MAKE) -f dev.mk seed

loadtest-matchmaking:
	$(K6) run --vus $(LOADTEST_VUS) --duration $(LOADTEST_DURATION) \
		-e TARGET=http://localhost:8081 loadtest/matchmaking.js

loadtest-leaderboard:
	$(K6) run --vus $(LOADTEST_VUS) --duration $(LOADTEST_DURATION) \
		-e TARGET=http://localhost:8082 loadtest/leaderboard.js
