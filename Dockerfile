# One image for api and bff, in two stages. The build stage installs the whole workspace and
# builds what `npm start` builds; deploy/image/assemble.mjs then puts together /app: the built
# output, the files the processes read at run time and production dependencies only. The
# production stage holds that folder alone, owned by the user it runs as.
#
# The base image is pinned by its digest (the multi-platform index of node:24-slim), so a
# rebuild gets the same Node and Debian; refresh it deliberately:
#   docker buildx imagetools inspect node:24-slim   (the Digest line)
FROM node:24-slim@sha256:a9f5f7c91a432850b2a8a7797adf5eadb6c733ceed61167806cee7ea7fbc29df AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN npx --yes pnpm@12.21.0 install --frozen-lockfile \
  && node scripts/build.mjs \
  && node deploy/image/assemble.mjs /app \
  && mkdir /app/.data

FROM node:24-slim@sha256:a9f5f7c91a432850b2a8a7797adf5eadb6c733ceed61167806cee7ea7fbc29df AS production
WORKDIR /app
ENV NODE_ENV=production
# Owned by node, so it can write .data (logouts api has not confirmed yet; a volume in
# docker-compose.yml) and nothing it runs is root's.
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# bff by default, with V8's options of scripts/lib/nodeOptions.mjs; api runs the same image with
# `node api/dist/server.js` (docker-compose.yml) and its own health check.
CMD ["node", "--max-semi-space-size=32", "bff/dist/server.js"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
