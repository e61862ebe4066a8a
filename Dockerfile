# syntax=docker/dockerfile:1
# Multi-stage: dependencies → production dependencies → build → slim runtime.
FROM node:22-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

FROM base AS deps
COPY package.json package-lock.json ./
RUN npm install --include=dev --no-audit --no-fund

FROM base AS production-deps
COPY package.json package-lock.json ./
COPY --from=deps /app/node_modules /app/node_modules
RUN npm prune --omit=dev --no-audit --no-fund

FROM base AS build
COPY --from=deps /app/node_modules /app/node_modules
COPY . .
RUN npx remix build

FROM base
# tsx runs the TypeScript server, worker and migrations; it is a production dependency.
COPY --from=production-deps /app/node_modules /app/node_modules
COPY --from=build /app/build /app/build
COPY --from=build /app/public /app/public
COPY package.json server.ts tsconfig.json ./
COPY app ./app
COPY db ./db
COPY worker ./worker
RUN useradd --system --uid 1001 tierlist && mkdir -p /app/.data && chown tierlist /app/.data
USER tierlist
# The web server listens on 127.0.0.1 unless told otherwise; in a container it must answer on every interface.
ENV HOST=0.0.0.0
EXPOSE 3000
# Fly runs `web` and `worker` from fly.toml; this default is the web process.
CMD ["npm", "run", "start:web"]
