#pragma once

#include <cstddef>
#include <initializer_list>
#include <ostream>
#include <stdexcept>
#include <vector>

namespace linalg {

class Matrix {
    std::size_t rows_;
    std::size_t cols_;
    std::vector<double> data_;

public:
    Matrix(std::size_t rows, std::size_t cols, double fill = 0.0)
        : rows_(rows), cols_(cols), data_(rows * cols, fill) {}

    Matrix(std::initializer_list<std::initializer_list<double>> init)
        : rows_(init.size()), cols_(init.size() ? init.begin()->size() : 0) {
        data_.reserve(rows_ * cols_);
        for (const auto& row : init) {
            if (row.size() != cols_) {
                throw std::invalid_argument("ragged initializer list");
            }
            data_.insert(data_.end(), row.begin(), row.end());
        }
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

    double& operator()(std::size_t r, std::size_t c) { return data_[r * cols_ + c]; }
    double operator()(std::size_t r, std::size_t c) const { return data_[r * cols_ + c]; }

    Matrix operator+(const Matrix& other) const {
        if (rows_ != other.rows_ || cols_ != other.cols_) {
            throw std::invalid_argument("dimension mismatch in operator+");
        }
        Matrix result(rows_, cols_);
        for (std::size_t i = 0; i < data_.size(); ++i) {
            result.data_[i] = data_[i] + other.data_[i];
        }
        return result;
    }

    Matrix operator*(const Matrix& other) const {
        if (cols_ != other.rows_) {
            throw std::invalid_argument("dimension mismatch in operator*");
        }
        Matrix result(rows_, other.cols_);
        for (std::size_t r = 0; r < rows_; ++r) {
            for (std::size_t c = 0; c < other.cols_; ++c) {
                double sum = 0.0;
                for (std::size_t k = 0; k < cols_; ++k) {
                    sum += (*this)(r, k) * other(k, c);
                }
                result(r, c) = sum;
            }
        }
        return result;
    }

    Matrix transposed() const {
        Matrix result(cols_, rows_);
        for (std::size_t r = 0; r < rows_; ++r) {
            for (std::size_t c = 0; c < cols_; ++c) {
                result(c, r) = (*this)(r, c);
            }
        }
        return result;
    }
};

inline std::ostream& operator<<(std::ostream& os, const Matrix& m) {
    for (std::size_t r = 0; r < m.rows(); ++r) {
        os << '[';
        for (std::size_t c = 0; c < m.cols(); ++c) {
            if (c > 0) {
                os << ", ";
            }
            os << m(r, c);
        }
        os << "]\n";
    }
    return os;
}

}  // namespace linalg
