# ... existing code ...

.PHONY: lint
lint:
	golangci-lint run --timeout 5m ./...

.PHONY: fmt
fmt:
	gofumpt -l -w .
	goimports -w -local $(PKG) .
