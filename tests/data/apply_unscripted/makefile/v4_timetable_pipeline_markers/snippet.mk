# ... (variables, venv, lint and typecheck targets as before)

test: venv
	$(BIN)/pytest -q tests/unit

test-fixtures: venv
	$(BIN)/pytest -q tests/fixtures --season $(SEASON)

test-weather: venv
	$(BIN)/pytest -q tests/weather_holds --season $(SEASON) --vessel-limits config/limits.toml

# ... (import rules unchanged)

validate: import
	$(BIN)/python -m timetable.validate $(DATA)/sailings.csv \
	  --check-turnaround --check-vessel-limits --check-deck-space

# ... (export, publish and clean targets as before)
