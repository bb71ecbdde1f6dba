# syntax=docker/dockerfile:1.7
# Catalogue search API (Riverton Public Library Network)
# Builds the FastAPI service that fronts the Solr catalogue index.
ARG PYTHON_VERSION=3.12

# ... existing code ...
