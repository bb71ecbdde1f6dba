# Cellar ops: database migrations, backups and printable brew day sheets.

DB_URL      ?= postgres://cellar@localhost:5432/brewery?sslmode=disable
MIGRATIONS  := db/migrations
BACKUP_DIR  := backups
STAMP       := $(shell date +%Y%m%d-%H%M)
RECIPES     := $(wildcard recipes/*.yaml)
SHEETS      := $(patsubst recipes/%.yaml,out/sheets/%.pdf,$(RECIPES))

.PHONY: help db-migrate db-rollback db-seed db-backup db-restore sheets labels clean

help:
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-14s %s\n", $$1, $$2}'

db-migrate: ## apply pending migrations
	migrate -path $(MIGRATIONS) -database "$(DB_URL)" up

db-rollback: ## roll back the last migration
	migrate -path $(MIGRATIONS) -database "$(DB_URL)" down 1

db-seed: ## load styles, hop and malt reference data
	psql "$(DB_URL)" -v ON_ERROR_STOP=1 -f db/seed/styles.sql
	psql "$(DB_URL)" -v ON_ERROR_STOP=1 -f db/seed/ingredients.sql

db-backup: ## dump the production database to backups/
	mkdir -p $(BACKUP_DIR)
	pg_dump --format=custom --no-owner "$(DB_URL)" > $(BACKUP_DIR)/brewery-$(STAMP).dump

db-restore: ## restore the newest dump (DESTROYS local data)
	pg_restore --clean --if-exists --no-owner -d "$(DB_URL)" $$(ls -t $(BACKUP_DIR)/*.dump | head -1)

sheets: $(SHEETS) ## brew day sheets for every recipe

out/sheets/%.pdf: recipes/%.yaml templates/brew_sheet.html
	mkdir -p $(dir $@)
	brewsheet render --template templates/brew_sheet.html $< | weasyprint - $@

labels: ## keg collar labels for this week's fills
	brewsheet labels --since "7 days ago" --out out/labels.pdf

clean:
	rm -rf out/
