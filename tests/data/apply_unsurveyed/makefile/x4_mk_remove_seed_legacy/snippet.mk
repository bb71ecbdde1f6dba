# ... existing code ...

.PHONY: seed
seed: migrate
	$(PY) -m rent_ledger.seed --db $(DB_URL) --fixtures $(FIXTURES)/leases.json
	$(PY) -m rent_ledger.seed --db $(DB_URL) --fixtures $(FIXTURES)/charges.json

.PHONY: test
test: venv
	$(PY) -m pytest -q tests/

# ... existing code ...
