use rusqlite::{Result, Transaction};

pub struct Migration {
    pub version: u32,
    pub name: &'static str,
    pub up: fn(&Transaction) -> Result<()>,
}

fn m0001_create_users(tx: &Transaction) -> Result<()> {
    tx.execute_batch(
        "CREATE TABLE users (
            id INTEGER PRIMARY KEY,
            email TEXT NOT NULL,
            name TEXT NOT NULL,
            created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
        );",
    )?;
    Ok(())
}

fn m0002_add_email_index(tx: &Transaction) -> Result<()> {
    tx.execute("CREATE UNIQUE INDEX idx_users_email ON users (email)", [])?;
    Ok(())
}

fn m0003_backfill_legacy_ids(tx: &Transaction) -> Result<()> {
    tx.execute("ALTER TABLE users ADD COLUMN legacy_id TEXT", [])?;
    tx.execute(
        "UPDATE users SET legacy_id = 'u-' || printf('%06d', id) WHERE legacy_id IS NULL",
        [],
    )?;
    Ok(())
}

fn m0004_create_sessions(tx: &Transaction) -> Result<()> {
    tx.execute_batch(
        "CREATE TABLE sessions (
            token TEXT PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            expires_at TEXT NOT NULL
        );
        CREATE INDEX idx_sessions_user ON sessions (user_id);",
    )?;
    Ok(())
}

fn m0005_add_user_role(tx: &Transaction) -> Result<()> {
    tx.execute("ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'member'", [])?;
    Ok(())
}

pub const MIGRATIONS: &[Migration] = &[
    Migration { version: 1, name: "create_users", up: m0001_create_users },
    Migration { version: 2, name: "add_email_index", up: m0002_add_email_index },
    Migration { version: 3, name: "backfill_legacy_ids", up: m0003_backfill_legacy_ids },
    Migration { version: 4, name: "create_sessions", up: m0004_create_sessions },
    Migration { version: 5, name: "add_user_role", up: m0005_add_user_role },
];

pub fn pending(current: u32) -> impl Iterator<Item = &'static Migration> {
    MIGRATIONS.iter().filter(move |m| m.version > current)
}
