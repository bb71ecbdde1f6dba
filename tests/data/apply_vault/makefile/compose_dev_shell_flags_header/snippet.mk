SHELL := /usr/bin/env bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

COMPOSE      := docker compose -f compose.yaml -f compose.dev.yaml
# ... existing code ...
