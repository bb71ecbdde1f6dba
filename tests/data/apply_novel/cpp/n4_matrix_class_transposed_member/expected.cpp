#pragma once

#include <cmath>
#include <cstddef>
#include <stdexcept>
#include <vector>

namespace linalg {

struct Vec3 {
    double x = 0.0;
    double y = 0.0;
    double z = 0.0;

    double dot(const Vec3& other) const {
        return x * other.x + y * other.y + z * other.z;
    }

    double length() const {
        return std::sqrt(dot(*this));
    }
};

class Matrix {
    std::size_t rows_;
    std::size_t cols_;
    std::vector<double> data_;

public:
    Matrix(std::size_t rows, std::size_t cols, double fill = 0.0)
        : rows_(rows), cols_(cols), data_(rows * cols, fill) {}

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
        return data_[r * cols_ + c];
    }

    double operator()(std::size_t r, std::size_t c) const {
        return data_[r * cols_ + c];
    }

    Matrix operator*(const Matrix& other) const {
        if (cols_ != other.rows_) {
            throw std::invalid_argument("Matrix dimensions do not match");
        }
        Matrix result(rows_, other.cols_);
        for (std::size_t i = 0; i < rows_; ++i) {
            for (std::size_t k = 0; k < cols_; ++k) {
                const double a = (*this)(i, k);
                for (std::size_t j = 0; j < other.cols_; ++j) {
                    result(i, j) += a * other(k, j);
                }
            }
        }
        return result;
    }

    double trace() const {
        if (rows_ != cols_) {
            throw std::logic_error("trace() requires a square matrix");
        }
        double sum = 0.0;
        for (std::size_t i = 0; i < rows_; ++i) {
            sum += (*this)(i, i);
        }
        return sum;
    }

    Matrix transposed() const {
        Matrix result(cols_, rows_);
        for (std::size_t i = 0; i < rows_; ++i) {
            for (std::size_t j = 0; j < cols_; ++j) {
                result(j, i) = (*this)(i, j);
            }
        }
        return result;
    }
};

}  // namespace linalg
