# syntax=docker/dockerfile:1.7
# Tableside POS API image. Node 20 LTS is required for the receipt-printer
# driver (uses the stable fetch + WebStreams APIs).
ARG NODE_VERSION=20.11.1

# ---- deps: install production dependencies only ----
# ... rest of the Dockerfile unchanged ...
