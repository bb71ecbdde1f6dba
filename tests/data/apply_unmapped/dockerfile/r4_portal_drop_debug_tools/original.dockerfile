# Billing portal (customer self-service) - production image
# Maintainer: customer-systems@citywater.example

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json next.config.js ./
COPY src ./src
COPY public ./public
ARG NEXT_PUBLIC_UTILITY_NAME="City Water & Sewer"
ARG NEXT_PUBLIC_SUPPORT_PHONE="555-0142"
ENV NEXT_PUBLIC_UTILITY_NAME=${NEXT_PUBLIC_UTILITY_NAME} \
    NEXT_PUBLIC_SUPPORT_PHONE=${NEXT_PUBLIC_SUPPORT_PHONE}
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    BILLING_API_URL=http://billing-api:8080

# Temporary: tools for debugging the payment gateway timeouts (INC-2291)
RUN apt-get update \
    && apt-get install -y --no-install-recommends curl dnsutils iputils-ping strace \
    && rm -rf /var/lib/apt/lists/*
COPY scripts/debug-gateway.sh /usr/local/bin/debug-gateway
RUN chmod +x /usr/local/bin/debug-gateway

RUN groupadd --system --gid 1001 portal \
    && useradd --system --uid 1001 --gid portal portal
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
COPY package.json next.config.js ./
RUN chown -R portal:portal /app/.next

USER portal
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s \
    CMD node -e "fetch('http://localhost:3000/api/health').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"
CMD ["npx", "next", "start", "-p", "3000"]
