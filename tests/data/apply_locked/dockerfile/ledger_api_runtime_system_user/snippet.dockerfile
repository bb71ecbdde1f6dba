# ... builder stage unchanged ...

FROM debian:bookworm-slim AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates libssl3 tini \
    && rm -rf /var/lib/apt/lists/*

RUN groupadd --system --gid 10001 ledger \
    && useradd --system --uid 10001 --gid ledger --no-create-home --shell /usr/sbin/nologin ledger

COPY --from=builder /build/target/release/ledger-api /usr/local/bin/ledger-api
# ... rest unchanged ...
