# ... existing code ...

.PHONY: test
test: install
	$(VENV)/bin/pytest -q --cov=$(SRC) tests

# (removed the deploy-heroku target; we deploy with fly now)

.PHONY: deploy
# ... existing code ...
