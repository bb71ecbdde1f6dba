# ... (variables, help, install and test targets unchanged)

migrate:
	$(VENV)/bin/alembic -x db_url=$(DB_URL) upgrade head

migrate-down:
	$(VENV)/bin/alembic -x db_url=$(DB_URL) downgrade -1

seed-demo: migrate
	$(PYTHON) scripts/seed_demo.py --db-url $(DB_URL) --patients 200 --kennels 40

# ... (rest unchanged)
