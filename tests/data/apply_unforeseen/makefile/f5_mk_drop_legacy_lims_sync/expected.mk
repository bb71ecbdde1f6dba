# Operations for the sample-tracking service (LIMS bridge).
SHELL        := /bin/bash
SERVICE      := sample-tracker
IMAGE        := registry.meridianlab.internal/trials/$(SERVICE)
VERSION      ?= $(shell git describe --tags --always)
BACKUP_DIR   ?= /srv/backups/$(SERVICE)
DB_NAME      := sample_tracking
LEGACY_LIMS  ?= lims-old.meridianlab.internal

.PHONY: build
build:
	docker build -t $(IMAGE):$(VERSION) .

.PHONY: push
push: build
	docker push $(IMAGE):$(VERSION)

.PHONY: migrate
migrate:
	docker run --rm --network host $(IMAGE):$(VERSION) alembic upgrade head

.PHONY: backup-db
backup-db:
	mkdir -p $(BACKUP_DIR)
	pg_dump --format=custom $(DB_NAME) > $(BACKUP_DIR)/$(DB_NAME)-$$(date +%Y%m%d%H%M).dump

.PHONY: restore-check
restore-check:
	latest=$$(ls -1t $(BACKUP_DIR)/*.dump | head -n1); \
	pg_restore --list "$$latest" > /dev/null && echo "OK: $$latest restorable"

.PHONY: logs
logs:
	docker logs --tail 200 -f $(SERVICE)
