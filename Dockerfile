# Pairwise in one image: the built web app and the compiled server on Node 22, run as a non-root
# user. How to build and run it, alone or with PostgreSQL (compose.yaml): docs/operations.md.
# tests/server/container-image.test.ts runs the runtime stage's steps (what it copies, its install,
# CMD and HEALTHCHECK) in a clean folder, since no image is built where the tests run.

# Build: every dependency, then `npm run build` (the web app into dist/client, the server bundled
# into dist/server).
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies and the build, nothing else (no sources, no dev tools).
FROM node:22-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts are skipped: none of the production dependencies needs one to run.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# Listening on every interface of the container; PUBLIC_URL must be the address browsers use
# (writes from any other origin are refused). DATA_DIR holds uploads, and the embedded database
# when DATABASE_URL is unset: mount a volume there.
ENV HOST=0.0.0.0 \
    PORT=5000 \
    PUBLIC_URL=http://localhost:5000 \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 5000
# Readiness: the server answers and its database does (GET /api/health/ready). The slim image has
# no curl: Node's own fetch asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is process 1: the server stops cleanly on the SIGTERM of `docker stop`. Its options are
# `npm start`'s (package.json), which a test holds equal: a young generation capped for a small
# server's memory (docs/decisions/056-server-memory.md).
CMD ["node", "--max-semi-space-size=2", "dist/server/main.js"]
