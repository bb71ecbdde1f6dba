FROM node:20-alpine AS base
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci

FROM base AS dev
ENV NODE_ENV=development
ENV CHOKIDAR_USEPOLLING=true
COPY . .
EXPOSE 3000 9229
CMD ["npm", "run", "dev", "--", "--inspect=0.0.0.0:9229"]
