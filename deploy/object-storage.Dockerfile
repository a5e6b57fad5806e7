# The object store of `npm start -- --replicas N` (docs/decisions/0042): OpenStack Swift from
# Debian's packages with its S3 API, configured by the same script. Build from the repository root:
#   docker build -f deploy/object-storage.Dockerfile .
FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends swift-proxy swift-account swift-container swift-object memcached \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
RUN npm init -y >/dev/null && npm install --no-fund --no-audit @aws-sdk/client-s3@3
COPY scripts/object-storage.mjs scripts/
COPY scripts/lib/object-storage.mjs scripts/lib/processes.mjs scripts/lib/debian-packages.mjs scripts/lib/
ENV OBJECT_STORAGE_DIR=/data OBJECT_STORAGE_HOST=0.0.0.0 OBJECT_STORAGE_PORT=3400
VOLUME /data
EXPOSE 3400
CMD ["node", "scripts/object-storage.mjs"]
