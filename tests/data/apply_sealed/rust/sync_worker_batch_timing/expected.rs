use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, Result};
use tokio::sync::mpsc;
use tracing::{debug, info, warn};

use crate::client::UpstreamClient;
use crate::model::{Batch, Record};
use crate::store::Store;

const MAX_BATCH: usize = 500;

pub struct SyncWorker {
    client: Arc<UpstreamClient>,
    store: Arc<Store>,
    rx: mpsc::Receiver<Record>,
}

impl SyncWorker {
    pub fn new(client: Arc<UpstreamClient>, store: Arc<Store>, rx: mpsc::Receiver<Record>) -> Self {
        Self { client, store, rx }
    }

    pub async fn run(mut self) -> Result<()> {
        info!("sync worker started");
        let mut pending: Vec<Record> = Vec::with_capacity(MAX_BATCH);
        while let Some(record) = self.rx.recv().await {
            pending.push(record);
            if pending.len() >= MAX_BATCH {
                let batch = Batch::new(std::mem::take(&mut pending));
                self.run_batch(batch).await?;
            }
        }
        if !pending.is_empty() {
            self.run_batch(Batch::new(pending)).await?;
        }
        info!("sync worker stopped");
        Ok(())
    }

    async fn run_batch(&self, batch: Batch) -> Result<()> {
        let size = batch.len();
        let started = Instant::now();
        debug!(size, "pushing batch upstream");
        let accepted = self
            .client
            .push(&batch)
            .await
            .context("pushing batch upstream")?;
        if accepted < size {
            warn!(size, accepted, "upstream rejected part of the batch");
        }
        self.store
            .mark_synced(batch.ids())
            .await
            .context("marking records as synced")?;
        info!(size, accepted, elapsed_ms = started.elapsed().as_millis() as u64, "batch synced");
        Ok(())
    }
}
