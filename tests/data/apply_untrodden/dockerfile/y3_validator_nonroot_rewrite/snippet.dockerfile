# Nightly GTFS validation job: downloads the published static feed and runs the
# MobilityData validator against it. Report is uploaded by validate-feed.sh.
FROM eclipse-temurin:17-jre-jammy

ARG VALIDATOR_VERSION=5.0.1

RUN apt-get update \
    && apt-get install -y --no-install-recommends curl ca-certificates \
    && rm -rf /var/lib/apt/lists/*

RUN curl -fsSL -o /opt/gtfs-validator.jar \
    "https://github.com/MobilityData/gtfs-validator/releases/download/v${VALIDATOR_VERSION}/gtfs-validator-${VALIDATOR_VERSION}-cli.jar"

RUN useradd --create-home --uid 10001 validator

WORKDIR /work
COPY scripts/validate-feed.sh /usr/local/bin/validate-feed
RUN chmod +x /usr/local/bin/validate-feed \
    && mkdir -p /work/report \
    && chown -R validator:validator /work

ENV FEED_URL=https://data.metrotransit.example/gtfs/google_transit.zip \
    REPORT_DIR=/work/report \
    JAVA_OPTS="-Xmx3g"

USER validator

ENTRYPOINT ["/usr/local/bin/validate-feed"]
