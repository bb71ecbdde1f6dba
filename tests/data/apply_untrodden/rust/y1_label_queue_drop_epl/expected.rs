use std::collections::VecDeque;
use std::time::{Duration, Instant};

use crate::carrier::{CarrierCode, LabelFormat};
use crate::printer::PrinterId;

/// How long a job may sit in the queue before the dock lead is alerted.
const STALE_AFTER: Duration = Duration::from_secs(300);

#[derive(Debug, Clone)]
pub struct LabelJob {
    pub shipment_id: u64,
    pub carrier: CarrierCode,
    pub format: LabelFormat,
    pub payload: Vec<u8>,
    pub printer: PrinterId,
    pub queued_at: Instant,
}

#[derive(Debug, PartialEq, Eq)]
pub enum QueueError {
    Full { capacity: usize },
    DuplicateShipment(u64),
    UnsupportedFormat(LabelFormat),
}

pub struct LabelQueue {
    pending: VecDeque<LabelJob>,
    capacity: usize,
    printed: u64,
}

impl LabelQueue {
    pub fn new(capacity: usize) -> Self {
        Self {
            pending: VecDeque::with_capacity(capacity),
            capacity,
            printed: 0,
        }
    }

    pub fn enqueue(&mut self, job: LabelJob) -> Result<(), QueueError> {
        if self.pending.len() >= self.capacity {
            return Err(QueueError::Full { capacity: self.capacity });
        }
        if self.pending.iter().any(|j| j.shipment_id == job.shipment_id) {
            return Err(QueueError::DuplicateShipment(job.shipment_id));
        }
        if job.format != LabelFormat::Zpl {
            return Err(QueueError::UnsupportedFormat(job.format));
        }
        self.pending.push_back(job);
        Ok(())
    }

    pub fn next_batch(&mut self, max: usize) -> Vec<LabelJob> {
        let take = max.min(self.pending.len());
        self.pending.drain(..take).collect()
    }

    pub fn mark_printed(&mut self, count: usize) {
        self.printed += count as u64;
    }

    pub fn stale_jobs(&self, now: Instant) -> impl Iterator<Item = &LabelJob> {
        self.pending
            .iter()
            .filter(move |j| now.duration_since(j.queued_at) > STALE_AFTER)
    }

    pub fn len(&self) -> usize {
        self.pending.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pending.is_empty()
    }

    pub fn printed_total(&self) -> u64 {
        self.printed
    }
}
