# ... build stage unchanged ...

# Runtime stage.
FROM gcr.io/distroless/static-debian12:nonroot
LABEL org.opencontainers.image.title="linkshort"

COPY --from=build /out/linkshort /usr/local/bin/linkshort
# ... migrations copy unchanged ...

USER nonroot:nonroot
EXPOSE 8080
# ... ENTRYPOINT and CMD as before ...
