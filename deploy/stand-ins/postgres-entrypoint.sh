#!/bin/sh
# The part of the official postgres image's entrypoint that deploy/compose.yaml relies on.
set -eu
bin=$(echo /usr/lib/postgresql/*/bin)
user=${POSTGRES_USER:-postgres}
database=${POSTGRES_DB:-$user}

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /run/postgresql
  chown -R postgres:postgres "$PGDATA" /run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file=$(mktemp)
  printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$password_file"
  "$bin/initdb" -D "$PGDATA" -U "$user" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256
  rm "$password_file"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    "$bin/pg_ctl" -D "$PGDATA" -o "-c listen_addresses=''" -w start
    "$bin/createdb" -U "$user" "$database"
    "$bin/pg_ctl" -D "$PGDATA" -m fast -w stop
  fi
fi

exec "$bin/postgres" -D "$PGDATA" "$@"
