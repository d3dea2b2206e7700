# Stand-in for the official redis image, from Debian's redis-server: redis-server and redis-cli on the PATH.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends redis-server \
  && rm -rf /var/lib/apt/lists/*
EXPOSE 6379
CMD ["redis-server"]
