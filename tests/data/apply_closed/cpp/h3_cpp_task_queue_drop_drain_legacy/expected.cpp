#include "task_queue.hpp"

#include <utility>

namespace worker {

TaskQueue::TaskQueue(std::size_t capacity) : capacity_(capacity) {}

TaskQueue::~TaskQueue() {
    close();
}

bool TaskQueue::push(Task task) {
    std::unique_lock<std::mutex> lock(mutex_);
    notFull_.wait(lock, [this] { return closed_ || tasks_.size() < capacity_; });
    if (closed_) {
        return false;
    }
    tasks_.push_back(std::move(task));
    notEmpty_.notify_one();
    return true;
}

std::optional<Task> TaskQueue::pop() {
    std::unique_lock<std::mutex> lock(mutex_);
    notEmpty_.wait(lock, [this] { return closed_ || !tasks_.empty(); });
    if (tasks_.empty()) {
        return std::nullopt;
    }
    Task task = std::move(tasks_.front());
    tasks_.pop_front();
    notFull_.notify_one();
    return task;
}

std::optional<Task> TaskQueue::tryPop() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (tasks_.empty()) {
        return std::nullopt;
    }
    Task task = std::move(tasks_.front());
    tasks_.pop_front();
    notFull_.notify_one();
    return task;
}

void TaskQueue::close() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        closed_ = true;
    }
    notEmpty_.notify_all();
    notFull_.notify_all();
}

bool TaskQueue::closed() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return closed_;
}

std::size_t TaskQueue::size() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return tasks_.size();
}

}  // namespace worker
