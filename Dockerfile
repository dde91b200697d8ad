# syntax=docker/dockerfile:1
# Feira in production: the built PWA and the server in one image, run as the unprivileged `node` user.
# Stage 1 builds the PWA with every dependency; stage 2 installs only the runtime ones; the last stage copies
# what the server needs (its TypeScript runs through tsx, a runtime dependency, as with `npm start`).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see scripts/test-all.sh (npm 11 lock files and other platforms' optional binaries).
RUN npm install --no-audit --no-fund
COPY index.html vite.config.ts tsconfig.json ./
COPY public ./public
COPY src ./src
COPY sw ./sw
# The client (dist/) and the server renderer of the public pages (dist/ssr).
RUN npm run build --silent

FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY server ./server
COPY src/domain ./src/domain
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
# Readiness, not liveness: a replica that is draining or has lost its database is taken out of rotation.
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "server/main.ts"]
