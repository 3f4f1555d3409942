# The gateway image for docker-compose.yml: builds the web client and runs the gateway on Node 20.
# Build stage: devDependencies are needed to build (codegen, vite) and to run TypeScript (tsx).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY clients/ts/package.json clients/ts/
COPY gateway/package.json gateway/
COPY cli/package.json cli/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
# bubblewrap runs processors in their sandbox; util-linux brings setpriv, prlimit and taskset;
# openbabel converts MOL2 and XYZ files for the viewers (docs/viewers.md).
RUN apt-get update \
  && apt-get install -y --no-install-recommends bubblewrap util-linux openbabel \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production \
  PORT=8080 \
  CRUCIBLE_DATA_DIR=/data \
  CRUCIBLE_SANDBOX_DIR=/data/sandbox
EXPOSE 8080
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
