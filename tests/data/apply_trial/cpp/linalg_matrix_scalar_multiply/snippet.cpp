// ... existing code ...

Matrix operator-(const Matrix& a, const Matrix& b) {
    // ... existing code ...
}

Matrix operator*(const Matrix& m, double scalar) {
    Matrix out(m.rows(), m.cols());
    for (std::size_t r = 0; r < m.rows(); ++r) {
        for (std::size_t c = 0; c < m.cols(); ++c) {
            out(r, c) = m(r, c) * scalar;
        }
    }
    return out;
}

Matrix operator*(double scalar, const Matrix& m) {
    return m * scalar;
}

Matrix operator*(const Matrix& a, const Matrix& b) {
    // ... existing code ...
}

// ... existing code ...
