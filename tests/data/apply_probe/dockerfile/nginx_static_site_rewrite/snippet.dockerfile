# Static documentation site: built with mkdocs, served by unprivileged nginx.
#
#   docker build -t docs-site --build-arg DOCS_VERSION=$(git describe --tags) .
#   docker run --rm -p 8000:8080 docs-site

ARG DOCS_VERSION=dev

FROM python:3.12-slim AS build

WORKDIR /docs
COPY requirements-docs.txt .
RUN --mount=type=cache,target=/root/.cache/pip \
    pip install -r requirements-docs.txt

COPY mkdocs.yml .
COPY docs ./docs
COPY overrides ./overrides
ARG DOCS_VERSION
ENV DOCS_VERSION=${DOCS_VERSION}
RUN mkdocs build --strict --site-dir /site \
    && echo "${DOCS_VERSION}" > /site/VERSION

FROM nginxinc/nginx-unprivileged:1.27-alpine

ARG DOCS_VERSION
LABEL org.opencontainers.image.title="docs-site" \
      org.opencontainers.image.version="${DOCS_VERSION}" \
      org.opencontainers.image.source="https://github.com/acme/platform-docs"

COPY nginx/default.conf /etc/nginx/conf.d/default.conf
COPY nginx/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build --chown=nginx:nginx /site /usr/share/nginx/html

EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=3s \
    CMD wget -q -O /dev/null http://127.0.0.1:8080/ || exit 1

CMD ["nginx", "-g", "daemon off;"]
