# Makefile for the rate-confirmation service (ratecon-svc)
# Run `make help` to list targets.

SHELL       := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

SERVICE   := ratecon-svc
REGISTRY  ?= registry.haulbridge.example
# ... rest of the Makefile unchanged ...
