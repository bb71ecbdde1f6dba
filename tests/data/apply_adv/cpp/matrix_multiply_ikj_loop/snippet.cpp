// ... existing code ...

Matrix Matrix::operator*(const Matrix& other) const {
    if (cols_ != other.rows_) {
        throw std::invalid_argument("matrix sizes are incompatible for multiplication");
    }
    Matrix out(rows_, other.cols_);
    // i-k-j order keeps the inner loop walking both operands row-wise (cache friendly).
    for (std::size_t i = 0; i < rows_; ++i) {
        for (std::size_t k = 0; k < cols_; ++k) {
            const double a = data_[i * cols_ + k];
            if (a == 0.0) {
                continue;
            }
            for (std::size_t j = 0; j < other.cols_; ++j) {
                out.data_[i * other.cols_ + j] += a * other.data_[k * other.cols_ + j];
            }
        }
    }
    return out;
}

// ... existing code ...
