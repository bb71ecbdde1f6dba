#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <utility>

namespace telemetry {

// Fixed-capacity single-producer/single-consumer ring buffer used by the
// sampling thread. Not thread-safe on its own; callers hold the channel lock.
template <typename T, std::size_t N>
class RingBuffer {
  static_assert(N > 0, "RingBuffer capacity must be positive");

  public:
    RingBuffer() = default;

    bool push(const T& value) {
        if (full()) {
            return false;
        }
        data_[tail_] = value;
        tail_ = (tail_ + 1) % N;
        ++size_;
        return true;
    }

    bool push(T&& value) {
        if (full()) {
            return false;
        }
        data_[tail_] = std::move(value);
        tail_ = (tail_ + 1) % N;
        ++size_;
        return true;
    }

    void push_overwrite(T value) {
        if (full()) {
            head_ = (head_ + 1) % N;
            --size_;
        }
        data_[tail_] = std::move(value);
        tail_ = (tail_ + 1) % N;
        ++size_;
    }

    std::optional<T> pop() {
        if (empty()) {
            return std::nullopt;
        }
        T value = std::move(data_[head_]);
        head_ = (head_ + 1) % N;
        --size_;
        return value;
    }

    const T& front() const {
        if (empty()) {
            throw std::out_of_range("RingBuffer::front on empty buffer");
        }
        return data_[head_];
    }

    const T& back() const {
        if (empty()) {
            throw std::out_of_range("RingBuffer::back on empty buffer");
        }
        return data_[(tail_ + N - 1) % N];
    }

    [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] bool full() const noexcept { return size_ == N; }
    [[nodiscard]] std::size_t size() const noexcept { return size_; }
    [[nodiscard]] static constexpr std::size_t capacity() noexcept { return N; }

    void clear() noexcept {
        for (std::size_t i = 0; i < size_; ++i) {
            data_[(head_ + i) % N] = T{};
        }
        head_ = tail_ = size_ = 0;
    }

  private:
    std::array<T, N> data_{};
    std::size_t head_ = 0;
    std::size_t tail_ = 0;
    std::size_t size_ = 0;
};

}  // namespace telemetry
