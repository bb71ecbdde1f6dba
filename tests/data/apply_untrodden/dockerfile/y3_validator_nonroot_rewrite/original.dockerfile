# Nightly GTFS validation job: downloads the published static feed and runs the
# MobilityData validator against it. Report is uploaded by validate-feed.sh.
FROM eclipse-temurin:17-jre-jammy

ARG VALIDATOR_VERSION=4.2.0

RUN apt-get update \
    && apt-get install -y --no-install-recommends curl ca-certificates \
    && rm -rf /var/lib/apt/lists/*

RUN curl -fsSL -o /opt/gtfs-validator.jar \
    "https://github.com/MobilityData/gtfs-validator/releases/download/v${VALIDATOR_VERSION}/gtfs-validator-${VALIDATOR_VERSION}-cli.jar"

WORKDIR /work
COPY scripts/validate-feed.sh /usr/local/bin/validate-feed
RUN chmod +x /usr/local/bin/validate-feed

ENV FEED_URL=https://data.metrotransit.example/gtfs/google_transit.zip \
    REPORT_DIR=/work/report \
    JAVA_OPTS="-Xmx2g"

ENTRYPOINT ["/usr/local/bin/validate-feed"]
