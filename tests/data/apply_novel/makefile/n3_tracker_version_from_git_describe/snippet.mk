# Build settings for the tracker service
BINARY   := tracker
PKG      := github.com/acme/tracker
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT   := $(shell git rev-parse --short HEAD 2>/dev/null)
LDFLAGS  := -s -w -X $(PKG)/internal/build.Version=$(VERSION) -X $(PKG)/internal/build.Commit=$(COMMIT)
GOFLAGS  ?= -trimpath
DIST     := dist

# ... rest of the Makefile unchanged ...
