#include "transcode/scheduler.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "common/logging.h"
#include "transcode/job_store.h"

namespace soundwave::transcode {

JobScheduler::JobScheduler(JobStore* store, SchedulerOptions options)
    : store_(store), options_(std::move(options)) {}

std::vector<TranscodeJob> JobScheduler::NextBatch(int worker_slots) {
  std::vector<TranscodeJob> batch;
  if (worker_slots <= 0) return batch;

  const auto now = std::chrono::system_clock::now();
  std::vector<TranscodeJob> pending = store_->Pending(options_.scan_limit);

  for (TranscodeJob& job : pending) {
    if (job.attempts >= options_.max_attempts) {
      store_->MoveToDeadLetter(job.id, "max attempts reached");
      continue;
    }
    if (job.not_before > now) {
      continue;
    }
    if (in_flight_.count(job.source_uri) > 0) {
      // Another worker is already reading this master.
      continue;
    }
    batch.push_back(std::move(job));
    if (static_cast<int>(batch.size()) == worker_slots) break;
  }

  for (const TranscodeJob& job : batch) {
    in_flight_.insert(job.source_uri);
    store_->MarkLeased(job.id, now + options_.lease_duration);
  }
  LOG(INFO) << "scheduled " << batch.size() << " of " << pending.size()
            << " pending transcode jobs";
  return batch;
}

void JobScheduler::Complete(const TranscodeJob& job) {
  in_flight_.erase(job.source_uri);
  store_->MarkDone(job.id);
  LOG(INFO) << "transcode job " << job.id << " done";
}

void JobScheduler::Fail(const TranscodeJob& job, const std::string& reason) {
  in_flight_.erase(job.source_uri);
  store_->RecordFailure(job.id, reason);
  if (job.attempts + 1 >= options_.max_attempts) {
    store_->MoveToDeadLetter(job.id, reason);
    return;
  }
  const auto now = std::chrono::system_clock::now();
  store_->Reschedule(job.id, now + Backoff(job.attempts + 1));
}

std::chrono::seconds JobScheduler::Backoff(int attempt) const {
  const auto base = options_.base_backoff.count();
  const auto capped = std::min<long long>(base << std::min(attempt, 10),
                                          options_.max_backoff.count());
  return std::chrono::seconds(capped);
}

}  // namespace soundwave::transcode
