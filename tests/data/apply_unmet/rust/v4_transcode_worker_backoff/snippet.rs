// ... existing code ...
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

// ... existing code ...

        warn!(job = job.id, attempts = *count, error = %err, "will retry");
        self.queue.release_after(job.id, backoff(*count)).await?;
        Ok(())
    }
}

/// Exponential backoff capped at ten minutes: 30s, 60s, 120s, ...
fn backoff(attempt: u32) -> Duration {
    let secs = 30u64.saturating_mul(1 << attempt.saturating_sub(1).min(5));
    Duration::from_secs(secs.min(600))
}
