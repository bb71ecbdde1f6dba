// ... existing code ...

std::vector<TranscodeJob> JobScheduler::NextBatch(int worker_slots) {
  // ... existing code ...
  std::vector<TranscodeJob> pending = store_->Pending(options_.scan_limit);
  // Release-day jobs jump the queue; FIFO order is kept within a priority.
  std::stable_sort(pending.begin(), pending.end(),
                   [](const TranscodeJob& a, const TranscodeJob& b) {
                     return a.priority > b.priority;
                   });

  for (TranscodeJob& job : pending) {
    // ... existing code ...
  }

  // ... existing code ...
  LOG(INFO) << "scheduled " << batch.size() << " of " << pending.size()
            << " pending transcode jobs (max priority "
            << (batch.empty() ? 0 : batch.front().priority) << ")";
  return batch;
}

// ... existing code ...
