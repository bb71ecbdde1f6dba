template <typename T, std::size_t N>
class RingBuffer {
  // ... existing code ...

    [[nodiscard]] static constexpr std::size_t capacity() noexcept { return N; }

    void clear() noexcept {
        for (std::size_t i = 0; i < size_; ++i) {
            data_[(head_ + i) % N] = T{};
        }
        head_ = tail_ = size_ = 0;
    }

  private:
    // ... existing code ...
};
