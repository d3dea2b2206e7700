# Stand-in for the official postgres image, from Debian's postgresql: POSTGRES_USER, POSTGRES_PASSWORD
# and POSTGRES_DB on first start, data in /var/lib/postgresql/data, pg_isready on the PATH.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
# Debian's package would create a cluster of its own; the entrypoint creates the one in the volume.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-common \
  && sed -i 's/^#* *create_main_cluster.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf \
  && apt-get install -y --no-install-recommends postgresql \
  && rm -rf /var/lib/apt/lists/*
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PGDATA=/var/lib/postgresql/data
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
