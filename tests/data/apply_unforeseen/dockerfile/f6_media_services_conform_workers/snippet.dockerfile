# ... base and proxy-encoder stages unchanged ...

FROM base AS conform
COPY services/conform/ ./service/
ENV SERVICE_NAME=conform
# Conform jobs are I/O bound on the SAN; more than 2 workers just thrash it.
ENV WORKERS=2
# ... rest of the conform stage unchanged ...

# ... dailies-transcoder stage unchanged ...
