// ... existing code ...

fn default_write_timeout_secs() -> u64 {
    30
}

fn default_idle_timeout_secs() -> u64 {
    90
}

// ... existing code ...
