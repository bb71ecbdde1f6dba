# ... existing code ...

build:
	CGO_ENABLED=0 go build \
		-ldflags "-s -w -X main.version=$(VERSION)" \
		-o bin/$(BINARY) $(PKG)

# ... existing code ...
