# ... existing variables ...

.PHONY: all build test test-integration lint vet docker-build docker-push deploy-staging deploy-prod clean

# ... existing code ...

test:
	$(GO) test -race -count=1 $(PKGS)

test-integration:
	docker compose -f deploy/aftn-stub.compose.yaml up -d --wait
	AFTN_ADDR=$(AFTN_STUB) $(GO) test -tags integration -count=1 ./internal/aftn/...; \
		status=$$?; docker compose -f deploy/aftn-stub.compose.yaml down; exit $$status

lint: vet
	golangci-lint run --timeout 5m

# ... existing code ...
