include .env
export

DB_URL        ?= postgres://$(POSTGRES_USER):$(POSTGRES_PASSWORD)@localhost:5432/$(POSTGRES_DB)?sslmode=disable
MIGRATIONS    := db/migrations
MIGRATE       := migrate -path $(MIGRATIONS) -database "$(DB_URL)"
COMPOSE       := docker compose -f deploy/compose.yaml

.PHONY: up
up:
	$(COMPOSE) up -d postgres redis

.PHONY: down
down:
	$(COMPOSE) down

.PHONY: psql
psql:
	$(COMPOSE) exec postgres psql -U $(POSTGRES_USER) $(POSTGRES_DB)

.PHONY: run
run:
	go run ./cmd/api

.PHONY: seed
seed:
	go run ./cmd/seed --file db/seed/dev.yaml

.PHONY: migrate-up
migrate-up:
	$(MIGRATE) up

.PHONY: migrate-down
migrate-down:
	$(MIGRATE) down 1

.PHONY: migrate-status
migrate-status:
	$(MIGRATE) version

.PHONY: migrate-force
migrate-force:
	@test -n "$(V)" || (echo "usage: make migrate-force V=<version>" && exit 1)
	$(MIGRATE) force $(V)
