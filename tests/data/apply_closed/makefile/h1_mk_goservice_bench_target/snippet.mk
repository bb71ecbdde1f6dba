# ... variables unchanged ...
BENCHTIME ?= 2s

.PHONY: all build test test-race bench lint generate docker clean

# ... build and test targets as before ...

test-race:
	$(GO) test $(GOTESTFLAGS) -race ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem -benchtime $(BENCHTIME) ./... | tee bench.txt

# ... lint, generate, docker and dist targets unchanged ...

clean:
	rm -rf bin $(DIST) coverage.out bench.txt
