# ... existing targets ...

clean: ## Remove build output
	rm -rf $(BUILD_DIR) coverage.out

coverage: ## Run tests with coverage and open the HTML report
	$(GO) test -coverprofile=coverage.out -covermode=atomic ./...
	$(GO) tool cover -html=coverage.out
