# Reservations database tasks (migrations, seeds, dumps).
# Usage: make -f db.mk <target> [DB_HOST=...] [DB_NAME=...]
# Requires psql and pg_dump 15+ on PATH.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

DB_HOST ?= localhost
DB_PORT ?= 5432
DB_NAME ?= reservations
DB_USER ?= reservations
PSQL := psql -h $(DB_HOST) -p $(DB_PORT) -U $(DB_USER) -d $(DB_NAME)
MIGRATIONS_DIR := db/migrations
SEEDS_DIR := db/seeds

.PHONY: migrate rollback seed seed-demo reset dump

migrate:
	@for f in $(sort $(wildcard $(MIGRATIONS_DIR)/*.up.sql)); do \
		echo "applying $$f"; \
		$(PSQL) -v ON_ERROR_STOP=1 -f $$f || exit 1; \
	done

rollback:
	@last=$$(ls $(MIGRATIONS_DIR)/*.down.sql | sort | tail -n 1); \
	echo "rolling back $$last"; \
	$(PSQL) -v ON_ERROR_STOP=1 -f $$last

seed:
	$(PSQL) -v ON_ERROR_STOP=1 -f $(SEEDS_DIR)/tables.sql
	$(PSQL) -v ON_ERROR_STOP=1 -f $(SEEDS_DIR)/opening_hours.sql

seed-demo: seed
	$(PSQL) -v ON_ERROR_STOP=1 -f $(SEEDS_DIR)/demo_reservations.sql

reset:
	$(PSQL) -c "DROP SCHEMA public CASCADE; CREATE SCHEMA public;"
	$(MAKE) -f db.mk migrate seed

dump:
	pg_dump -h $(DB_HOST) -p $(DB_PORT) -U $(DB_USER) $(DB_NAME) > backups/$(DB_NAME)-$$(date +%Y%m%d).sql
