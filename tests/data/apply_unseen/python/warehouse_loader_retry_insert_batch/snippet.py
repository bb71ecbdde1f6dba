def insert_batch(conn: Connection, table: str, rows: Sequence[dict]) -> int:
    # ... existing code ...
    values = [tuple(row[col] for col in columns) for row in rows]
    for attempt in range(1, MAX_RETRIES + 1):
        try:
            with conn.cursor() as cur:
                cur.executemany(sql, values)
            conn.commit()
            break
        except OperationalError as exc:
            conn.rollback()
            if attempt == MAX_RETRIES:
                raise
            log.warning("insert into %s failed (attempt %d): %s", table, attempt, exc)
            time.sleep(BACKOFF_SECONDS * attempt)
    log.info("inserted %d rows into %s", len(values), table)
    return len(values)
