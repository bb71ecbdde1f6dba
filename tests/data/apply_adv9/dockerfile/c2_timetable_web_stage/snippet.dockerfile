# ... keep existing code

FROM base AS web
RUN apt-get update \
 && apt-get install -y --no-install-recommends libpq5 curl \
 && rm -rf /var/lib/apt/lists/*
COPY --from=builder /wheels /wheels
RUN pip install /wheels/* && rm -rf /wheels
COPY timetable ./timetable
COPY web ./web
EXPOSE 8000
HEALTHCHECK CMD curl -fsS http://localhost:8000/healthz || exit 1
# ... keep existing code
