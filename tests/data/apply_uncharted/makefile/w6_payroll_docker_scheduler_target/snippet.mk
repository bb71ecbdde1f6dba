# ... existing code ...

.PHONY: help build test lint migrate-up migrate-down docker-api docker-worker docker-scheduler clean

# ... existing code ...

docker-worker: ## Build the payroll run worker image
	docker build -f deploy/worker.Dockerfile -t $(REGISTRY)/worker:$(VERSION) .

docker-scheduler: ## Build the pay-calendar scheduler image
	docker build -f deploy/scheduler.Dockerfile -t $(REGISTRY)/scheduler:$(VERSION) .

# ... existing code ...
