# syntax=docker/dockerfile:1.6
ARG NODE_VERSION=20.11.1
ARG PNPM_VERSION=9.1.0

# ... base and deps stages unchanged ...

FROM deps AS build
COPY tsconfig.json vite.config.ts ./
COPY src ./src
COPY public ./public
RUN pnpm run typecheck
RUN pnpm run build

# ... prod-deps and runtime stages unchanged ...
