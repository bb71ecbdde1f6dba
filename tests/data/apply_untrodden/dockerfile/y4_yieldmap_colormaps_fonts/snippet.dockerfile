# ... existing code ...
        fonts-dejavu-core \
        fonts-noto-core \
    && rm -rf /var/lib/apt/lists/*

# ... existing code ...

COPY config/render.yaml /etc/yieldmap/render.yaml
COPY config/colormaps.yaml /etc/yieldmap/colormaps.yaml
# ... existing code ...
