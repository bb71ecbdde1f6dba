# ... existing code ...

FROM base AS runtime

COPY --from=builder /wheels /wheels
RUN pip install /wheels/* && rm -rf /wheels

# ... existing code ...
