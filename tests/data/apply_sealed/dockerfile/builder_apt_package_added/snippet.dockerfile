# ... base stage unchanged ...

FROM base AS builder
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        build-essential \
        # ... existing -dev packages ...
        zlib1g-dev \
        libffi-dev \
    && rm -rf /var/lib/apt/lists/*
# ... rest unchanged ...
