# Render worker image for the post-production farm (Blender + Nuke CLI helpers).
FROM nvidia/cuda:12.4.1-runtime-ubuntu22.04

ARG BLENDER_VERSION=4.1.1
ENV DEBIAN_FRONTEND=noninteractive \
    RENDER_CACHE=/var/cache/render \
    FARM_POOL=default

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        ca-certificates \
        curl \
        xz-utils \
        libxi6 \
        libxrender1 \
        libxkbcommon0 \
        libgl1 \
        openexr \
        python3 \
        python3-pip \
    && rm -rf /var/lib/apt/lists/*

RUN curl -fsSL "https://download.blender.org/release/Blender${BLENDER_VERSION%.*}/blender-${BLENDER_VERSION}-linux-x64.tar.xz" \
        | tar -xJ -C /opt \
    && ln -s /opt/blender-${BLENDER_VERSION}-linux-x64/blender /usr/local/bin/blender

WORKDIR /opt/render-agent
COPY requirements.txt .
RUN pip3 install --no-cache-dir -r requirements.txt
COPY agent/ ./agent/

RUN useradd --system --create-home render && mkdir -p "$RENDER_CACHE" && chown render "$RENDER_CACHE"
USER render

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD python3 -m agent.healthcheck || exit 1

CMD ["sh", "-c", "exec python3 -m agent.worker --pool \"$FARM_POOL\""]
