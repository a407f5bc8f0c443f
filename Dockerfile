# Production image for the app and the worker (same image, different command).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json* ./
COPY scripts/postinstall.mjs scripts/postinstall.mjs
COPY prisma prisma
COPY prisma.config.ts tsconfig.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The public pages are prerendered: their canonical and social links use APP_URL at build time.
ARG APP_URL
ARG EMPLOYER_LOGIN_URL
# Next.js's build, and the server and worker compiled to plain JavaScript in dist/.
RUN npm run build

FROM node:20-bookworm-slim
# tini runs as PID 1: it hands SIGTERM and SIGINT to the server (which drains) and reaps orphans.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
# As `npm start` runs the server (package.json; why: scripts/start-command.ts).
ENV MALLOC_MMAP_THRESHOLD_=65536
# The app's files stay root's and read-only to the server, which writes only to /data and /tmp.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://localhost:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Docker's default stop signal; `docker stop -t 40` (compose: stop_grace_period) leaves time to drain.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--heap-growing-percent=15", "dist/serve.mjs", "start"]
