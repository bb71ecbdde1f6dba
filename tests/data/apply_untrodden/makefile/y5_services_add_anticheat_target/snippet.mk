# ... existing code ...

.PHONY: all build test lint clean images \
	matchmaker leaderboard inventory anticheat \
	image-matchmaker image-leaderboard image-inventory

all: build

build: matchmaker leaderboard inventory anticheat

# ... existing code ...

inventory:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN_DIR)/inventory ./cmd/inventory

anticheat:
	$(GO) build -ldflags "$(LDFLAGS)" -tags sentinel -o $(BIN_DIR)/anticheat ./cmd/anticheat

# ... existing code ...
