# Reservations database tasks (migrations, seeds, dumps).
# Usage: make -f db.mk <target> [DB_HOST=...] [DB_NAME=...]
# Requires psql and pg_dump 15+ on PATH.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

DB_HOST ?= localhost
# ... existing code ...
