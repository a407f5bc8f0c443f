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
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["npm", "start"]
