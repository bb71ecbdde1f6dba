# ... existing code ...

run_migrations() {
  log "running database migrations"
  docker compose -f "${COMPOSE_FILE}" run --rm web alembic upgrade head
}

# ... removed legacy_migrate() (alembic handles everything now) ...

# ... rest of the script unchanged ...
