# syntax=docker/dockerfile:1.7
ARG NODE_VERSION=20.12
ARG PNPM_VERSION=9.1.0

# ... rest of the Dockerfile unchanged ...
