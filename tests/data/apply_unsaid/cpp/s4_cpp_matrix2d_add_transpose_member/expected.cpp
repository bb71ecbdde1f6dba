#include <cassert>
#include <cstddef>
#include <iostream>
#include <stdexcept>
#include <vector>

namespace linalg {

class Matrix2D {
public:
    Matrix2D(std::size_t rows, std::size_t cols, double fill = 0.0)
        : rows_(rows), cols_(cols), data_(rows * cols, fill) {}

    std::size_t rows() const { return rows_; }
    std::size_t cols() const { return cols_; }

    double& at(std::size_t r, std::size_t c) {
        check_bounds(r, c);
        return data_[r * cols_ + c];
    }

    double at(std::size_t r, std::size_t c) const {
        check_bounds(r, c);
        return data_[r * cols_ + c];
    }

    Matrix2D operator+(const Matrix2D& other) const {
        require_same_shape(other);
        Matrix2D result(rows_, cols_);
        for (std::size_t i = 0; i < data_.size(); ++i) {
            result.data_[i] = data_[i] + other.data_[i];
        }
        return result;
    }

    Matrix2D operator*(const Matrix2D& other) const {
        if (cols_ != other.rows_) {
            throw std::invalid_argument("incompatible shapes for multiplication");
        }
        Matrix2D result(rows_, other.cols_);
        for (std::size_t i = 0; i < rows_; ++i) {
            for (std::size_t k = 0; k < cols_; ++k) {
                const double a = at(i, k);
                for (std::size_t j = 0; j < other.cols_; ++j) {
                    result.at(i, j) += a * other.at(k, j);
                }
            }
        }
        return result;
    }

    static Matrix2D identity(std::size_t n) {
        Matrix2D m(n, n);
        for (std::size_t i = 0; i < n; ++i) {
            m.at(i, i) = 1.0;
        }
        return m;
    }

    Matrix2D transpose() const {
        Matrix2D result(cols_, rows_);
        for (std::size_t r = 0; r < rows_; ++r) {
            for (std::size_t c = 0; c < cols_; ++c) {
                result.at(c, r) = at(r, c);
            }
        }
        return result;
    }

private:
    void check_bounds(std::size_t r, std::size_t c) const {
        if (r >= rows_ || c >= cols_) {
            throw std::out_of_range("matrix index out of range");
        }
    }

    void require_same_shape(const Matrix2D& other) const {
        if (rows_ != other.rows_ || cols_ != other.cols_) {
            throw std::invalid_argument("matrix shapes differ");
        }
    }

    std::size_t rows_;
    std::size_t cols_;
    std::vector<double> data_;
};

std::ostream& operator<<(std::ostream& os, const Matrix2D& m) {
    for (std::size_t r = 0; r < m.rows(); ++r) {
        for (std::size_t c = 0; c < m.cols(); ++c) {
            os << m.at(r, c) << (c + 1 < m.cols() ? ' ' : '\n');
        }
    }
    return os;
}

}  // namespace linalg
