# Database and local-dev helpers for the PawCare booking service.
# Needs: docker compose, psql, golang-migrate.

# ... existing code ...

.PHONY: db-up db-down db-migrate db-rollback db-seed db-reset db-dump db-shell

# ... existing code ...

	psql "$(DATABASE_URL)" -v ON_ERROR_STOP=1 -f $(FIXTURES)/vaccination_records.sql

db-reset: db-down
	docker compose rm -f -v postgres
# ... existing code ...
