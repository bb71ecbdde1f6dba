# ... existing code ...

.PHONY: backup-db
backup-db:
	mkdir -p $(BACKUP_DIR)
	pg_dump --format=custom $(DB_NAME) > $(BACKUP_DIR)/$(DB_NAME)-$$(date +%Y%m%d%H%M).dump

.PHONY: restore-check
restore-check:
	latest=$$(ls -1t $(BACKUP_DIR)/*.dump | head -n1); \
	pg_restore --list "$$latest" > /dev/null && echo "OK: $$latest restorable"

# ... existing code ...
