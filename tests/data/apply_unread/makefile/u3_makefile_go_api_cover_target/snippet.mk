.PHONY: test
test:
	go test -race -count=1 ./...

.PHONY: cover
cover:
	go test -race -count=1 -coverprofile=coverage.out ./...
	go tool cover -func=coverage.out | tail -n 1
	go tool cover -html=coverage.out -o coverage.html

.PHONY: lint
lint:
