    // ... existing code ...

    Matrix operator+(const Matrix& other) const {
        same_shape(other);
        Matrix out(rows_, cols_);
        for (std::size_t i = 0; i < data_.size(); ++i) {
            out.data_[i] = data_[i] + other.data_[i];
        }
        return out;
    }

private:
    void check(std::size_t r, std::size_t c) const {
    // ... existing code ...
