#pragma once

#include <cassert>
#include <cstddef>
#include <initializer_list>
#include <ostream>
#include <vector>

namespace linalg {

// Dense row-major matrix of doubles.
class Matrix {
public:
    Matrix(std::size_t rows, std::size_t cols, double fill = 0.0)
        : rows_(rows), cols_(cols), data_(rows * cols, fill) {}

    Matrix(std::size_t rows, std::size_t cols, std::initializer_list<double> values)
        : rows_(rows), cols_(cols), data_(values) {
        assert(data_.size() == rows * cols);
    }

    static Matrix identity(std::size_t n) {
        Matrix m(n, n);
        for (std::size_t i = 0; i < n; ++i) {
            m(i, i) = 1.0;
        }
        return m;
    }

    std::size_t rows() const { return rows_; }
    std::size_t cols() const { return cols_; }

    double& operator()(std::size_t r, std::size_t c) {
        assert(r < rows_ && c < cols_);
        return data_[r * cols_ + c];
    }

    double operator()(std::size_t r, std::size_t c) const {
        assert(r < rows_ && c < cols_);
        return data_[r * cols_ + c];
    }

    Matrix operator+(const Matrix& other) const {
        assert(rows_ == other.rows_ && cols_ == other.cols_);
        Matrix out(rows_, cols_);
        for (std::size_t i = 0; i < data_.size(); ++i) {
            out.data_[i] = data_[i] + other.data_[i];
        }
        return out;
    }

    Matrix operator-(const Matrix& other) const {
        assert(rows_ == other.rows_ && cols_ == other.cols_);
        Matrix out(rows_, cols_);
        for (std::size_t i = 0; i < data_.size(); ++i) {
            out.data_[i] = data_[i] - other.data_[i];
        }
        return out;
    }

    Matrix operator*(const Matrix& other) const {
        assert(cols_ == other.rows_);
        Matrix out(rows_, other.cols_);
        for (std::size_t i = 0; i < rows_; ++i) {
            for (std::size_t k = 0; k < cols_; ++k) {
                const double a = (*this)(i, k);
                for (std::size_t j = 0; j < other.cols_; ++j) {
                    out(i, j) += a * other(k, j);
                }
            }
        }
        return out;
    }

private:
    std::size_t rows_;
    std::size_t cols_;
    std::vector<double> data_;
};

inline std::ostream& operator<<(std::ostream& os, const Matrix& m) {
    for (std::size_t r = 0; r < m.rows(); ++r) {
        for (std::size_t c = 0; c < m.cols(); ++c) {
            os << (c ? " " : "") << m(r, c);
        }
        os << '\n';
    }
    return os;
}

}  // namespace linalg
