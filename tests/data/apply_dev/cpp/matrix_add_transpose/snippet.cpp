class Matrix {
public:
    // ... existing code ...

    Matrix transpose() const {
        Matrix out(cols_, rows_);
        for (std::size_t r = 0; r < rows_; ++r) {
            for (std::size_t c = 0; c < cols_; ++c) {
                out(c, r) = (*this)(r, c);
            }
        }
        return out;
    }

private:
    // ... existing code ...
};
