SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
MAKEFLAGS += --no-builtin-rules

HUGO ?= hugo
# ... rest of the Makefile unchanged ...
