    // ... existing code ...

    double at(std::size_t r, std::size_t c) const {
        return data_[r * cols_ + c];
    }

    // ... existing code ...
