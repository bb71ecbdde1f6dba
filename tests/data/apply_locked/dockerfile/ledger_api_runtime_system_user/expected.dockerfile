# Build and package the ledger API (Rust).

FROM rust:1.78-bookworm AS builder

WORKDIR /build

RUN apt-get update \
    && apt-get install -y --no-install-recommends pkg-config libssl-dev protobuf-compiler \
    && rm -rf /var/lib/apt/lists/*

# Cache dependencies: build once with empty sources.
COPY Cargo.toml Cargo.lock ./
COPY crates/ledger-core/Cargo.toml crates/ledger-core/Cargo.toml
COPY crates/ledger-api/Cargo.toml crates/ledger-api/Cargo.toml
RUN mkdir -p crates/ledger-core/src crates/ledger-api/src \
    && echo "" > crates/ledger-core/src/lib.rs \
    && echo "fn main() {}" > crates/ledger-api/src/main.rs \
    && cargo build --release --locked --bin ledger-api \
    && rm -rf crates/*/src

COPY crates ./crates
COPY proto ./proto
RUN touch crates/ledger-core/src/lib.rs crates/ledger-api/src/main.rs \
    && cargo build --release --locked --bin ledger-api

FROM debian:bookworm-slim AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates libssl3 tini \
    && rm -rf /var/lib/apt/lists/*

RUN groupadd --system --gid 10001 ledger \
    && useradd --system --uid 10001 --gid ledger --no-create-home --shell /usr/sbin/nologin ledger

COPY --from=builder /build/target/release/ledger-api /usr/local/bin/ledger-api
COPY config/default.toml /etc/ledger/config.toml

ENV RUST_LOG=info \
    LEDGER_CONFIG=/etc/ledger/config.toml

EXPOSE 8080 9090

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["ledger-api"]
