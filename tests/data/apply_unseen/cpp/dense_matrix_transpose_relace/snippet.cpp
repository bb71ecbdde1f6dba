// ... keep existing code

Matrix Matrix::operator*(const Matrix& rhs) const {
    if (cols_ != rhs.rows_) {
        throw std::invalid_argument("Matrix::operator*: inner dimensions differ");
    }
    Matrix out(rows_, rhs.cols_);
    // ... keep existing code
    return out;
}

Matrix Matrix::transpose() const {
    Matrix out(cols_, rows_);
    for (std::size_t i = 0; i < rows_; ++i) {
        for (std::size_t j = 0; j < cols_; ++j) {
            out(j, i) = (*this)(i, j);
        }
    }
    return out;
}

// ... keep existing code
