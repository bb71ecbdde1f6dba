# ... existing targets ...

coverage: install-dev
	@mkdir -p reports
	$(PYTEST) -q --cov=$(PKG) --cov-report=term-missing tests
	$(BIN)/coverage xml -o reports/coverage.xml
	$(BIN)/coverage report --fail-under=90

# ... existing targets ...
