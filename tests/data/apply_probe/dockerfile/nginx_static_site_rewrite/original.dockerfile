# Static documentation site: built with mkdocs, served by nginx.
#
#   docker build -t docs-site --build-arg DOCS_VERSION=$(git describe --tags) .
#   docker run --rm -p 8000:80 docs-site

ARG DOCS_VERSION=dev

FROM python:3.11-slim AS build

WORKDIR /docs
COPY requirements-docs.txt .
RUN pip install --no-cache-dir -r requirements-docs.txt

COPY mkdocs.yml .
COPY docs ./docs
COPY overrides ./overrides
ARG DOCS_VERSION
ENV DOCS_VERSION=${DOCS_VERSION}
RUN mkdocs build --strict --site-dir /site \
    && echo "${DOCS_VERSION}" > /site/VERSION

FROM nginx:1.25-alpine

ARG DOCS_VERSION
LABEL org.opencontainers.image.title="docs-site" \
      org.opencontainers.image.version="${DOCS_VERSION}" \
      org.opencontainers.image.source="https://github.com/acme/platform-docs"

COPY nginx/default.conf /etc/nginx/conf.d/default.conf
COPY nginx/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /site /usr/share/nginx/html

EXPOSE 80

HEALTHCHECK --interval=30s --timeout=3s \
    CMD wget -q -O /dev/null http://127.0.0.1/ || exit 1

CMD ["nginx", "-g", "daemon off;"]
