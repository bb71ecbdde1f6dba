# ... existing code ...

.PHONY: build test test-integration lint migrate-up migrate-down seed docker-build clean

# ... existing code ...

seed: migrate-up
	$(GO) run ./cmd/seed --db "$(DB_URL)" --fixtures fixtures/workouts.yaml

# ... removed seed-legacy-hr (v1 heart-rate CSV import is retired) ...

docker-build:
	docker build -t $(IMAGE):$(VERSION) -f build/Dockerfile .

# ... existing code ...
