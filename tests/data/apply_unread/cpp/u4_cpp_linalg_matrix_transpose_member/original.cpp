#include <cmath>
#include <cstddef>
#include <iomanip>
#include <ostream>
#include <stdexcept>
#include <vector>

namespace linalg {

class Vector {
    std::vector<double> data_;

public:
    explicit Vector(std::size_t size) : data_(size, 0.0) {}
    Vector(std::initializer_list<double> values) : data_(values) {}

    std::size_t size() const { return data_.size(); }

    double& operator[](std::size_t i) { return data_[i]; }
    double operator[](std::size_t i) const { return data_[i]; }

    double norm() const {
        double sum = 0.0;
        for (double v : data_) {
            sum += v * v;
        }
        return std::sqrt(sum);
    }
};

class Matrix {
    std::size_t rows_;
    std::size_t cols_;
    std::vector<double> data_;

public:
    Matrix(std::size_t rows, std::size_t cols)
        : rows_(rows), cols_(cols), data_(rows * cols, 0.0) {}

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

    Matrix operator*(const Matrix& other) const {
        if (cols_ != other.rows_) {
            throw std::invalid_argument("matrix dimensions do not match");
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

    Vector operator*(const Vector& v) const {
        if (cols_ != v.size()) {
            throw std::invalid_argument("vector size does not match");
        }
        Vector result(rows_);
        for (std::size_t i = 0; i < rows_; ++i) {
            for (std::size_t j = 0; j < cols_; ++j) {
                result[i] += (*this)(i, j) * v[j];
            }
        }
        return result;
    }
};

std::ostream& operator<<(std::ostream& os, const Matrix& m) {
    for (std::size_t i = 0; i < m.rows(); ++i) {
        for (std::size_t j = 0; j < m.cols(); ++j) {
            os << std::setw(10) << m(i, j);
        }
        os << '\n';
    }
    return os;
}

}  // namespace linalg
