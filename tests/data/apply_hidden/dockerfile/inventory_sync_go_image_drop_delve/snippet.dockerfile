# ... build stage setup unchanged ...
RUN go mod download

# (removed the delve install step - no more remote debugging in staging)

COPY . .

# ... go build step unchanged ...

COPY --from=build /out/inventory-sync /usr/local/bin/inventory-sync
# ... removed: COPY of /go/bin/dlv ...

USER app

EXPOSE 8080

# ... rest unchanged ...
