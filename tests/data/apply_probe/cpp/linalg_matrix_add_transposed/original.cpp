#include <cassert>
#include <cstddef>
#include <initializer_list>
#include <ostream>
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
            assert(row.size() == cols_);
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
        assert(rows_ == other.rows_ && cols_ == other.cols_);
        Matrix out(rows_, cols_);
        for (std::size_t i = 0; i < data_.size(); ++i) {
            out.data_[i] = data_[i] + other.data_[i];
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

    Matrix operator*(double scalar) const {
        Matrix out(*this);
        for (double& v : out.data_) {
            v *= scalar;
        }
        return out;
    }

    bool operator==(const Matrix& other) const {
        return rows_ == other.rows_ && cols_ == other.cols_ && data_ == other.data_;
    }
};

inline std::ostream& operator<<(std::ostream& os, const Matrix& m) {
    for (std::size_t i = 0; i < m.rows(); ++i) {
        os << '[';
        for (std::size_t j = 0; j < m.cols(); ++j) {
            if (j) os << ", ";
            os << m(i, j);
        }
        os << "]\n";
    }
    return os;
}

}  // namespace linalg
