# ... existing targets ...

migrate: install ## Apply database migrations
	DATABASE_URL=$(DB_URL) $(BIN)/alembic upgrade head

migrate-down: install ## Roll back the most recent migration
	DATABASE_URL=$(DB_URL) $(BIN)/alembic downgrade -1

seed: migrate ## Load demo pantries, donors and volunteer shifts
	DATABASE_URL=$(DB_URL) $(BIN)/python -m pantry_api.scripts.seed --fixtures fixtures/demo

# ... existing targets ...
