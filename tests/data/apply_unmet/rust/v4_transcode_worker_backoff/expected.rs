//! Worker loop that pulls transcode jobs off the queue and runs them.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::Mutex;
use tracing::{info, warn};

use crate::encoder::{EncodeError, Encoder};
use crate::queue::{Job, JobQueue, JobState};

const MAX_ATTEMPTS: u32 = 5;

pub struct Worker {
    queue: Arc<dyn JobQueue>,
    encoder: Arc<Encoder>,
    attempts: Mutex<HashMap<u64, u32>>,
}

impl Worker {
    pub fn new(queue: Arc<dyn JobQueue>, encoder: Arc<Encoder>) -> Self {
        Self {
            queue,
            encoder,
            attempts: Mutex::new(HashMap::new()),
        }
    }

    /// Claims and runs a single job. Returns `Ok(false)` when the queue is empty.
    pub async fn run_once(&self) -> anyhow::Result<bool> {
        let Some(job) = self.queue.claim().await? else {
            return Ok(false);
        };
        let started = Instant::now();
        match self.encoder.encode(&job.source_uri, &job.profile).await {
            Ok(output) => {
                info!(job = job.id, elapsed_ms = started.elapsed().as_millis() as u64, "encoded");
                self.queue.complete(job.id, &output.uri).await?;
                self.attempts.lock().await.remove(&job.id);
            }
            Err(err) => self.handle_failure(&job, err).await?,
        }
        Ok(true)
    }

    async fn handle_failure(&self, job: &Job, err: EncodeError) -> anyhow::Result<()> {
        let mut attempts = self.attempts.lock().await;
        let count = attempts.entry(job.id).or_insert(0);
        *count += 1;

        if !err.is_retryable() || *count >= MAX_ATTEMPTS {
            warn!(job = job.id, attempts = *count, error = %err, "giving up");
            attempts.remove(&job.id);
            self.queue.set_state(job.id, JobState::Failed).await?;
            return Ok(());
        }

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
