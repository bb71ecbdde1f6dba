# ... existing code ...

SERVICES := taplist kegtracker brewlog tankmon

# ... existing code ...

build-brewlog:
	$(GO) build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o bin/brewlog ./cmd/brewlog

build-tankmon:
	$(GO) build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o bin/tankmon ./cmd/tankmon

# ... existing code ...
