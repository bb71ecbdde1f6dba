# syntax=docker/dockerfile:1.7
ARG PYTHON_VERSION=3.12

# ... rest of the Dockerfile stays the same ...
