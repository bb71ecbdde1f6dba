# ... existing code ...

.PHONY: all build lint test test-unit test-integration test-replay image push clean

# ... existing code ...

test: test-unit test-integration test-replay

# ... existing code ...

test-integration:
	@mkdir -p build
	$(GO) test -race -tags=integration -run Integration ./internal/...
	@echo "integration tests passed against $(SAMPLES_DIR)"

test-replay: build
	@mkdir -p build
	./build/$(SERVICE) replay --strict --input $(SAMPLES_DIR)/rotterdam-2023-06-14.nmea > build/replay.log
	@echo "replayed $$(wc -l < build/replay.log) decoded messages"

# ... existing code ...
