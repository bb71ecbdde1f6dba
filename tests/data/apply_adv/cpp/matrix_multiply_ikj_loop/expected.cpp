#include "matrix.h"

#include <algorithm>
#include <cassert>
#include <stdexcept>

namespace linalg {

Matrix::Matrix(std::size_t rows, std::size_t cols, double fill)
    : rows_(rows), cols_(cols), data_(rows * cols, fill) {}

Matrix Matrix::identity(std::size_t n) {
    Matrix m(n, n);
    for (std::size_t i = 0; i < n; ++i) {
        m(i, i) = 1.0;
    }
    return m;
}

double& Matrix::operator()(std::size_t r, std::size_t c) {
    assert(r < rows_ && c < cols_);
    return data_[r * cols_ + c];
}

double Matrix::operator()(std::size_t r, std::size_t c) const {
    assert(r < rows_ && c < cols_);
    return data_[r * cols_ + c];
}

Matrix Matrix::operator+(const Matrix& other) const {
    if (rows_ != other.rows_ || cols_ != other.cols_) {
        throw std::invalid_argument("matrix sizes differ");
    }
    Matrix out(rows_, cols_);
    std::transform(data_.begin(), data_.end(), other.data_.begin(), out.data_.begin(),
                   [](double a, double b) { return a + b; });
    return out;
}

Matrix Matrix::operator-(const Matrix& other) const {
    if (rows_ != other.rows_ || cols_ != other.cols_) {
        throw std::invalid_argument("matrix sizes differ");
    }
    Matrix out(rows_, cols_);
    std::transform(data_.begin(), data_.end(), other.data_.begin(), out.data_.begin(),
                   [](double a, double b) { return a - b; });
    return out;
}

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

Matrix Matrix::transpose() const {
    Matrix out(cols_, rows_);
    for (std::size_t i = 0; i < rows_; ++i) {
        for (std::size_t j = 0; j < cols_; ++j) {
            out(j, i) = (*this)(i, j);
        }
    }
    return out;
}

}  // namespace linalg
