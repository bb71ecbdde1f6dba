# ... existing code ...

# Runtime system libraries
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 libjpeg62-turbo \
    && rm -rf /var/lib/apt/lists/*

# (removed the temporary debug tooling layers: curl/procps/strace/net-tools and py-spy)

FROM base AS builder
# ... existing code ...
