# Database helpers for the orders service.
# Usage: make migrate-dev | migrate-test | migrate-staging | db-reset-dev | db-shell-dev

SHELL          := /bin/bash
MIGRATE        ?= migrate
PSQL           ?= psql
PG_DUMP        ?= pg_dump
MIGRATIONS     := db/migrations
SEEDS          := db/seeds
DEV_DB_URL     ?= postgres://orders:orders@localhost:5432/orders_dev?sslmode=disable
TEST_DB_URL    ?= postgres://orders:orders@localhost:5432/orders_test?sslmode=disable
STAGING_DB_URL ?=
BACKUP_DIR     ?= backups

.PHONY: migrate-dev migrate-test migrate-staging db-reset-dev db-seed-dev db-shell-dev db-dump-staging new-migration

# $(1): environment name, $(2): database URL, $(3): migrate command (up, down 1, ...)
define run_migrations
	@echo "==> migrating $(1): $(3)"
	@test -n "$(2)" || { echo "database URL for $(1) is not set"; exit 1; }
	$(MIGRATE) -path $(MIGRATIONS) -database "$(2)" $(3)
endef

migrate-dev:
	$(call run_migrations,dev,$(DEV_DB_URL),up)

migrate-test:
	$(call run_migrations,test,$(TEST_DB_URL),up)

migrate-staging:
	$(call run_migrations,staging,$(STAGING_DB_URL),up)

db-reset-dev:
	$(PSQL) "$(DEV_DB_URL)" -v ON_ERROR_STOP=1 -c 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'
	$(MAKE) migrate-dev
	$(MAKE) db-seed-dev

db-seed-dev:
	@for f in $(sort $(wildcard $(SEEDS)/*.sql)); do \
		echo "==> seeding $$f"; \
		$(PSQL) "$(DEV_DB_URL)" -v ON_ERROR_STOP=1 -q -f "$$f" || exit 1; \
	done

db-shell-dev:
	$(PSQL) "$(DEV_DB_URL)"

db-dump-staging:
	@test -n "$(STAGING_DB_URL)" || { echo "STAGING_DB_URL is not set"; exit 1; }
	@mkdir -p $(BACKUP_DIR)
	$(PG_DUMP) --format=custom --no-owner "$(STAGING_DB_URL)" > $(BACKUP_DIR)/staging-$$(date +%Y%m%d-%H%M%S).dump

new-migration:
	@test -n "$(name)" || { echo "usage: make new-migration name=add_orders_index"; exit 1; }
	$(MIGRATE) create -ext sql -dir $(MIGRATIONS) -seq $(name)
