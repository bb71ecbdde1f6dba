# ... existing code ...

FROM runtime-base AS hos-tracker
COPY --from=build-hos-tracker /out/hos-tracker /usr/local/bin/hos-tracker
EXPOSE 8080 9102
ENTRYPOINT ["hos-tracker"]

# ... existing code ...
