# ... existing code ...
DB_URL      ?= postgresql://herd:herd@localhost:5432/herdbook
# ... removed LEGACY_MDB ...

.PHONY: all venv test lint migrate seed clean

# ... existing code ...

seed: migrate
	DATABASE_URL=$(DB_URL) $(BIN)/python -m livestock.seed --herd demo

# ... removed import-legacy target (HerdBook2009 data is fully migrated) ...

clean:
	rm -rf $(BUILD_DIR) .pytest_cache .mypy_cache
