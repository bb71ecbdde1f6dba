#!/usr/bin/env bash
set -euo pipefail

: "${APP_ENV:=production}"
: "${PORT:=8000}"
: "${WORKERS:=4}"

log() {
  printf '[entrypoint] %s\n' "$*" >&2
}

wait_for_db() {
  local host="${DB_HOST:-db}" port="${DB_PORT:-5432}" tries=30
  log "waiting for database at ${host}:${port}"
  until pg_isready -h "$host" -p "$port" -q; do
    tries=$((tries - 1))
    if [ "$tries" -le 0 ]; then
      log "database did not become ready"
      exit 1
    fi
    sleep 2
  done
}

run_migrations() {
  if [ "${SKIP_MIGRATIONS:-0}" = "1" ]; then
    log "skipping migrations"
    return
  fi
  log "applying migrations"
  python manage.py migrate --noinput
}

collect_static() {
  if [ "$APP_ENV" = "production" ]; then
    log "collecting static files"
    python manage.py collectstatic --noinput --clear
  fi
}

wait_for_db
run_migrations
collect_static

if [ "$#" -gt 0 ]; then
  exec "$@"
fi

log "starting gunicorn on port ${PORT} with ${WORKERS} workers"
exec gunicorn config.wsgi:application --bind "0.0.0.0:${PORT}" --workers "$WORKERS"
