// ... existing code ...

impl LabelQueue {
    // ... existing code ...

    pub fn enqueue(&mut self, job: LabelJob) -> Result<(), QueueError> {
        // ... existing code ...
        self.pending.push_back(job);
        Ok(())
    }

    // ... removed deprecated enqueue_epl() (dock 4 is ZPL-only now) ...

    pub fn next_batch(&mut self, max: usize) -> Vec<LabelJob> {
        let take = max.min(self.pending.len());
        self.pending.drain(..take).collect()
    }

    // ... existing code ...
}
