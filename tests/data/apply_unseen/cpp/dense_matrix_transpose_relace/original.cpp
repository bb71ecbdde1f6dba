#include "matrix.h"

#include <cmath>
#include <iomanip>
#include <ostream>
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

double& Matrix::at(std::size_t r, std::size_t c) {
    if (r >= rows_ || c >= cols_) {
        throw std::out_of_range("Matrix::at");
    }
    return data_[r * cols_ + c];
}

double Matrix::at(std::size_t r, std::size_t c) const {
    if (r >= rows_ || c >= cols_) {
        throw std::out_of_range("Matrix::at");
    }
    return data_[r * cols_ + c];
}

Matrix Matrix::operator+(const Matrix& rhs) const {
    if (rows_ != rhs.rows_ || cols_ != rhs.cols_) {
        throw std::invalid_argument("Matrix::operator+: shape mismatch");
    }
    Matrix out(rows_, cols_);
    for (std::size_t i = 0; i < data_.size(); ++i) {
        out.data_[i] = data_[i] + rhs.data_[i];
    }
    return out;
}

Matrix Matrix::operator*(const Matrix& rhs) const {
    Matrix out(rows_, rhs.cols_);
    for (std::size_t i = 0; i < rows_; ++i) {
        for (std::size_t k = 0; k < cols_; ++k) {
            const double a = (*this)(i, k);
            for (std::size_t j = 0; j < rhs.cols_; ++j) {
                out(i, j) += a * rhs(k, j);
            }
        }
    }
    return out;
}

Matrix Matrix::operator*(double scalar) const {
    Matrix out(*this);
    for (double& v : out.data_) {
        v *= scalar;
    }
    return out;
}

double Matrix::frobenius_norm() const {
    double sum = 0.0;
    for (double v : data_) {
        sum += v * v;
    }
    return std::sqrt(sum);
}

std::ostream& operator<<(std::ostream& os, const Matrix& m) {
    for (std::size_t i = 0; i < m.rows(); ++i) {
        os << '[';
        for (std::size_t j = 0; j < m.cols(); ++j) {
            os << std::setw(10) << m(i, j);
        }
        os << " ]\n";
    }
    return os;
}

}  // namespace linalg
