# Sewee: one image, run as many replicas as needed (compose.yaml, docs/deploy.md).
# Debian bookworm on both sides: its postgresql-client (15) matches compose's postgres:15 for backups.

# --- build: every dependency, both bundles -------------------------------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY tools ./tools
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- run: production dependencies only, ffmpeg, not root --------------------------------------------
FROM node:24-bookworm-slim
# ffmpeg makes the low-data video ladder; postgresql-client is for `backup.js` (pg_dump/pg_restore).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY tools ./tools
COPY packages/shared ./packages/shared
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The guest pages rendered as HTML (prerender.json, and the /courses renderer): without it every page is the shell.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# DATA_DIR: the embedded database (unused with DATABASE_URL), media with STORAGE_DRIVER=local, and
# uploads/ (unfinished resumable uploads: share it between replicas), backups/ (npm run backup's target).
# The folders named volumes mount on are made here, owned by node: a new named volume copies the
# image's folder (and its owner), so the app, not root, can write to it.
RUN mkdir -p /data/uploads /data/backups && chown -R node:node /data
ENV DATA_DIR=/data PORT=3000 HOST=0.0.0.0
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=16", "apps/server/dist/main.js"]
