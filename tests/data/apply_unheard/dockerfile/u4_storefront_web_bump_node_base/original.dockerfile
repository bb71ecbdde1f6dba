# Build stage: install dependencies and compile the Vite app
FROM node:18-alpine AS deps
WORKDIR /app
RUN apk add --no-cache libc6-compat git
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
ARG VITE_API_URL=https://api.example.com
ARG VITE_SENTRY_DSN=
ENV NODE_ENV=production \
    VITE_API_URL=${VITE_API_URL} \
    VITE_SENTRY_DSN=${VITE_SENTRY_DSN}
RUN npm run lint \
    && npm run test -- --run \
    && npm run build

# Runtime stage: serve the static bundle with nginx
FROM nginx:1.25-alpine AS runtime
LABEL org.opencontainers.image.source="https://github.com/acme/storefront-web"
LABEL org.opencontainers.image.licenses="MIT"

RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx.conf /etc/nginx/conf.d/storefront.conf
COPY deploy/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /app/dist /usr/share/nginx/html

RUN chown -R nginx:nginx /usr/share/nginx/html /var/cache/nginx \
    && touch /var/run/nginx.pid \
    && chown nginx:nginx /var/run/nginx.pid

USER nginx
EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD wget -q --spider http://localhost:8080/healthz || exit 1

STOPSIGNAL SIGQUIT

CMD ["nginx", "-g", "daemon off;"]
