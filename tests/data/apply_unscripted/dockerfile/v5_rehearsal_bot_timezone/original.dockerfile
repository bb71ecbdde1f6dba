# Rehearsal reminder bot: posts call times to the cast group chat every
# evening at 18:00 and again an hour before each rehearsal starts.
#
# Build:  docker build -t riverside/rehearsal-bot .
# Run:    docker run --env-file bot.env riverside/rehearsal-bot

FROM golang:1.21-alpine AS build

RUN apk add --no-cache git ca-certificates

WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download

COPY cmd/ ./cmd/
COPY internal/ ./internal/
RUN CGO_ENABLED=0 GOOS=linux go build -trimpath -ldflags="-s -w" -o /out/rehearsal-bot ./cmd/rehearsal-bot

# Run the unit tests against the same sources (docker build --target test .)
FROM build AS test
COPY testdata/ ./testdata/
RUN go vet ./... && go test ./...

FROM scratch AS runtime

LABEL org.opencontainers.image.title="rehearsal-bot" \
      org.opencontainers.image.vendor="Riverside Players"

COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/
COPY --from=build /out/rehearsal-bot /rehearsal-bot
COPY config/schedule.yaml /etc/rehearsal-bot/schedule.yaml

ENV BOT_SCHEDULE_FILE=/etc/rehearsal-bot/schedule.yaml \
    BOT_LOG_LEVEL=info

# nobody:nogroup
USER 65534:65534

EXPOSE 9090

ENTRYPOINT ["/rehearsal-bot"]
CMD ["--listen", ":9090"]
