# Database and local-dev helpers for the PawCare booking service.
# Needs: docker compose, psql, golang-migrate.

DB_HOST     ?= localhost
DB_PORT     ?= 5432
DB_NAME     ?= pawcare_booking
DB_USER     ?= pawcare
DATABASE_URL = postgres://$(DB_USER)@$(DB_HOST):$(DB_PORT)/$(DB_NAME)?sslmode=disable
MIGRATIONS  := db/migrations
FIXTURES    := db/fixtures

.PHONY: db-up db-down db-migrate db-rollback db-seed db-reset db-dump db-shell

db-up:
	docker compose up -d postgres
	./scripts/wait-for-port.sh $(DB_HOST) $(DB_PORT)

db-down:
	docker compose stop postgres

db-migrate:
	migrate -path $(MIGRATIONS) -database "$(DATABASE_URL)" up

db-rollback:
	migrate -path $(MIGRATIONS) -database "$(DATABASE_URL)" down 1

db-seed:
	psql "$(DATABASE_URL)" -v ON_ERROR_STOP=1 -f $(FIXTURES)/clinics.sql
	psql "$(DATABASE_URL)" -v ON_ERROR_STOP=1 -f $(FIXTURES)/vets.sql
	psql "$(DATABASE_URL)" -v ON_ERROR_STOP=1 -f $(FIXTURES)/patients.sql
	psql "$(DATABASE_URL)" -v ON_ERROR_STOP=1 -f $(FIXTURES)/vaccination_records.sql

db-reset: db-down
	docker compose rm -f -v postgres
	$(MAKE) db-up db-migrate db-seed

db-dump:
	mkdir -p backups
	pg_dump "$(DATABASE_URL)" --no-owner --format=custom -f backups/$(DB_NAME)-$$(date +%Y%m%d).dump

db-shell:
	psql "$(DATABASE_URL)"
