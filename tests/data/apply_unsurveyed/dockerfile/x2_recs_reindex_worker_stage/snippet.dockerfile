# ... existing stages ...

FROM runtime-base AS indexer
COPY --from=builder /wheels /wheels
RUN pip install /wheels/*.whl && rm -rf /wheels
USER recs
ENV INDEXER_BATCH_SIZE=500
CMD ["python", "-m", "recs.indexer.main", "--mode", "incremental"]

# Full nightly rebuild into a fresh index, then alias swap.
FROM runtime-base AS reindex-worker
COPY --from=builder /wheels /wheels
RUN pip install /wheels/*.whl && rm -rf /wheels
USER recs
ENV INDEXER_BATCH_SIZE=2000
CMD ["python", "-m", "recs.indexer.main", "--mode", "full", "--swap-alias"]

# ... api stage unchanged ...
