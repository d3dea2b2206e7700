# The shop as one image: storefront, admin and API on port 3000, data in the /data volume.
# `docker build -t veggie-market .`, or deploy/compose.yaml, which builds it for the production stack.
# NODE_IMAGE picks the Node 20 base; the deploy test (scripts/test-deploy.mjs) passes a stand-in for it.
ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, dev tools included, to build the storefront and the API bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci
# Only what the build reads, so that a change to scripts/ or the docs does not build the shop again.
COPY tsconfig.base.json ./
COPY packages packages
COPY apps apps
RUN npm run build

# Production dependencies only. The API bundle leaves every npm package to node_modules (native and
# WebAssembly ones such as sharp, argon2 and PGlite cannot be bundled), and the web build imports React.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev && npm cache clean --force

FROM ${NODE_IMAGE}
# tini as PID 1 passes signals on and reaps orphans, however the container is run (plain docker run,
# Kubernetes), so SIGTERM reaches scripts/start.mjs and the server shuts down gracefully.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/build apps/web/build
COPY scripts scripts
# Created here so that fresh named volumes mounted on them belong to the unprivileged user too.
RUN mkdir /data /backups && chown node:node /data /backups
USER node
VOLUME /data
EXPOSE 3000
# Node's own fetch: the slim base has no curl. 503 (database unreachable) counts as unhealthy.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "--"]
# start.mjs finds the build in place, adds the server's memory settings and starts it.
CMD ["node", "scripts/start.mjs"]
