//! Parses CDN access-log lines into download events for the stats pipeline.

use std::net::IpAddr;

use chrono::{DateTime, Utc};
use thiserror::Error;

// ... existing code ...

        at,
    })
}

// (removed the deprecated parse_legacy_line: v1 CDN logs are gone)

#[cfg(test)]
mod tests {
    // ... existing code ...

    // (removed the parses_legacy_line test along with it)

    #[test]
    fn rejects_non_episode_paths() {
    // ... existing code ...
