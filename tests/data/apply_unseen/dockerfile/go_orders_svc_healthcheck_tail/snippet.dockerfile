# ... existing code ...

USER nonroot:nonroot

EXPOSE 8080 9090
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["/usr/local/bin/orders-svc", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/orders-svc"]
CMD ["serve", "--config", "/etc/orders/config.yaml"]
