Matrix Matrix::operator*(const Matrix& other) const {
    if (cols_ != other.rows_) {
        throw std::invalid_argument("shape mismatch: " + std::to_string(cols_) + " vs " + std::to_string(other.rows_));
    }
    // ... existing code ...
}
