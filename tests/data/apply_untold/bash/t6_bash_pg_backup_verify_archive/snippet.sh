# ... rest of the config ...

info "dumping ${DB_NAME} from ${DB_HOST}"
if ! pg_dump --host "${DB_HOST}" --no-owner --format=plain "${DB_NAME}" | gzip -9 > "${DUMP_FILE}"; then
  rm -f "${DUMP_FILE}"
  fail "pg_dump failed"
fi

if ! gzip -t "${DUMP_FILE}"; then
  rm -f "${DUMP_FILE}"
  fail "dump archive is corrupt"
fi

# ... rest of the script ...
