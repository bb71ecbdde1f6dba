// ... existing code ...

fn m0002_add_email_index(tx: &Transaction) -> Result<()> {
    tx.execute("CREATE UNIQUE INDEX idx_users_email ON users (email)", [])?;
    Ok(())
}

fn m0004_create_sessions(tx: &Transaction) -> Result<()> {
    // ... existing code ...
}

// ... existing code ...

pub const MIGRATIONS: &[Migration] = &[
    Migration { version: 1, name: "create_users", up: m0001_create_users },
    Migration { version: 2, name: "add_email_index", up: m0002_add_email_index },
    Migration { version: 4, name: "create_sessions", up: m0004_create_sessions },
    Migration { version: 5, name: "add_user_role", up: m0005_add_user_role },
];

// ... existing code ...
