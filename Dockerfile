# One image for api and bff: the same build `npm start` makes, run as two processes.
FROM node:24-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN npx --yes pnpm@12.21.0 install --frozen-lockfile && node scripts/build.mjs

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
# bff keeps logouts api has not confirmed yet under DATA_DIR (a volume in docker-compose.yml).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
