# ... (header and database settings as before)
BACKUP_DIR  := backups
S3_BUCKET   ?= s3://hopworks-cellar-backups
# ... (STAMP, RECIPES and SHEETS as before)

# ... (.PHONY, help and the migrate/rollback/seed targets unchanged)

db-backup: ## dump the production database to backups/ and copy it to S3
	mkdir -p $(BACKUP_DIR)
	pg_dump --format=custom --no-owner "$(DB_URL)" > $(BACKUP_DIR)/brewery-$(STAMP).dump
	aws s3 cp $(BACKUP_DIR)/brewery-$(STAMP).dump $(S3_BUCKET)/

# ... (db-restore, sheets, labels and clean unchanged)
