#include "scheduler.h"

#include <iostream>
#include <utility>

namespace jobs {

Scheduler::Scheduler(std::size_t threads) : threads_(threads) {}

Scheduler::~Scheduler() {
    stop();
}

void Scheduler::start() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (running_) {
        return;
    }
    running_ = true;
    for (std::size_t i = 0; i < threads_; ++i) {
        workers_.emplace_back([this] { workerLoop(); });
    }
}

void Scheduler::stop() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        if (!running_) {
            return;
        }
        running_ = false;
    }
    cv_.notify_all();
    for (auto& worker : workers_) {
        if (worker.joinable()) {
            worker.join();
        }
    }
    workers_.clear();
}

void Scheduler::dumpState(std::ostream& out) const {
    std::lock_guard<std::mutex> lock(mutex_);
    out << "running=" << running_ << " workers=" << workers_.size()
        << " queued=" << queue_.size() << '\n';
    for (const auto& task : queue_) {
        out << "  task " << task.id << " priority=" << task.priority << '\n';
    }
}

void Scheduler::submit(Task task) {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        queue_.push_back(std::move(task));
    }
    cv_.notify_one();
}

void Scheduler::workerLoop() {
    for (;;) {
        Task task;
        {
            std::unique_lock<std::mutex> lock(mutex_);
            cv_.wait(lock, [this] { return !running_ || !queue_.empty(); });
            if (!running_ && queue_.empty()) {
                return;
            }
            task = std::move(queue_.front());
            queue_.pop_front();
        }
        try {
            task.run();
        } catch (const std::exception& e) {
            std::cerr << "task " << task.id << " failed: " << e.what() << '\n';
        }
    }
}

}  // namespace jobs
