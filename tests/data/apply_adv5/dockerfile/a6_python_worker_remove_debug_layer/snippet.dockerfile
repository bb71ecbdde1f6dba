# ... builder stage unchanged ...

FROM python:3.12-slim AS runtime

# ... env + libpq5 install unchanged ...

# (delete the temporary "Debug tools" RUN layer - curl/vim/procps/strace are no longer needed)

WORKDIR /app

# ... rest of the runtime stage unchanged ...
