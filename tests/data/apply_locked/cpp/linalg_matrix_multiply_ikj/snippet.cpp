Matrix operator*(const Matrix& a, const Matrix& b) {
    if (a.cols() != b.rows()) {
        throw std::invalid_argument("matrix sizes incompatible in operator*");
    }
    Matrix out(a.rows(), b.cols());
    // i-k-j order walks both b and out row by row, which is far friendlier to the cache.
    for (std::size_t i = 0; i < a.rows(); ++i) {
        for (std::size_t k = 0; k < a.cols(); ++k) {
            const double aik = a(i, k);
            if (aik == 0.0) {
                continue;
            }
            for (std::size_t j = 0; j < b.cols(); ++j) {
                out(i, j) += aik * b(k, j);
            }
        }
    }
    return out;
}
