# syntax=docker/dockerfile:1.7
# Pantry inventory API image
# Build: docker build -t foodbank/pantry-api .
#        docker build --build-arg PYTHON_VERSION=3.13 -t foodbank/pantry-api:py313 .

ARG PYTHON_VERSION=3.12
FROM python:${PYTHON_VERSION}-slim AS base

# ... rest of the Dockerfile unchanged ...
