#include "matrix.hpp"

#include <cassert>
#include <cmath>
#include <sstream>
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

Matrix operator+(const Matrix& a, const Matrix& b) {
    if (a.rows() != b.rows() || a.cols() != b.cols()) {
        throw std::invalid_argument("matrix sizes differ in operator+");
    }
    Matrix out(a.rows(), a.cols());
    for (std::size_t i = 0; i < a.rows(); ++i) {
        for (std::size_t j = 0; j < a.cols(); ++j) {
            out(i, j) = a(i, j) + b(i, j);
        }
    }
    return out;
}

Matrix operator-(const Matrix& a, const Matrix& b) {
    if (a.rows() != b.rows() || a.cols() != b.cols()) {
        throw std::invalid_argument("matrix sizes differ in operator-");
    }
    Matrix out(a.rows(), a.cols());
    for (std::size_t i = 0; i < a.rows(); ++i) {
        for (std::size_t j = 0; j < a.cols(); ++j) {
            out(i, j) = a(i, j) - b(i, j);
        }
    }
    return out;
}

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

Matrix transpose(const Matrix& m) {
    Matrix out(m.cols(), m.rows());
    for (std::size_t i = 0; i < m.rows(); ++i) {
        for (std::size_t j = 0; j < m.cols(); ++j) {
            out(j, i) = m(i, j);
        }
    }
    return out;
}

bool approx_equal(const Matrix& a, const Matrix& b, double eps) {
    if (a.rows() != b.rows() || a.cols() != b.cols()) {
        return false;
    }
    for (std::size_t i = 0; i < a.rows(); ++i) {
        for (std::size_t j = 0; j < a.cols(); ++j) {
            if (std::fabs(a(i, j) - b(i, j)) > eps) {
                return false;
            }
        }
    }
    return true;
}

std::string to_string(const Matrix& m) {
    std::ostringstream os;
    for (std::size_t i = 0; i < m.rows(); ++i) {
        for (std::size_t j = 0; j < m.cols(); ++j) {
            os << (j ? " " : "") << m(i, j);
        }
        os << '\n';
    }
    return os.str();
}

}  // namespace linalg
