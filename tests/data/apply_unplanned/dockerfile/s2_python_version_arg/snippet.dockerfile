# syntax=docker/dockerfile:1.6
# Dockerfile for the vet-records API (patients, vaccinations, boarding)
# Build:  docker build -t vet-records-api .

ARG PYTHON_VERSION=3.12

# ---- build stage ----
FROM python:${PYTHON_VERSION}-slim AS build
# ... build stage unchanged ...

# ---- runtime stage ----
FROM python:${PYTHON_VERSION}-slim AS runtime
# ... rest of the Dockerfile unchanged ...
