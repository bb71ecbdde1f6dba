# ... existing code ...

.PHONY: all venv lint test test-integration replay-samples image push deploy-staging clean

# ... existing code ...

test: venv
	$(VENV)/bin/pytest -q tests

test-integration: venv
	docker compose -f tests/integration/compose.yaml up -d mllp-stub chart-feed-stub
	$(VENV)/bin/pytest -q -m integration tests/integration; \
		status=$$?; docker compose -f tests/integration/compose.yaml down; exit $$status

replay-samples: venv
	$(VENV)/bin/python -m lab_router.replay --dry-run $(HL7_SAMPLES)/*.hl7

# ... existing code ...
