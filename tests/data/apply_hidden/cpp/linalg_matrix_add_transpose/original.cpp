#include <cassert>
#include <cstddef>
#include <initializer_list>
#include <ostream>
#include <stdexcept>
#include <vector>

namespace linalg {

class Vector {
    std::vector<double> data_;

public:
    explicit Vector(std::size_t n, double fill = 0.0) : data_(n, fill) {}
    Vector(std::initializer_list<double> values) : data_(values) {}

    std::size_t size() const { return data_.size(); }
    double& operator[](std::size_t i) { return data_[i]; }
    double operator[](std::size_t i) const { return data_[i]; }

    double dot(const Vector& other) const {
        if (size() != other.size()) throw std::invalid_argument("size mismatch");
        double sum = 0.0;
        for (std::size_t i = 0; i < size(); ++i) sum += data_[i] * other.data_[i];
        return sum;
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
        for (std::size_t i = 0; i < n; ++i) m(i, i) = 1.0;
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

    Matrix operator*(const Matrix& rhs) const {
        if (cols_ != rhs.rows_) throw std::invalid_argument("dimension mismatch");
        Matrix out(rows_, rhs.cols_);
        for (std::size_t i = 0; i < rows_; ++i)
            for (std::size_t k = 0; k < cols_; ++k)
                for (std::size_t j = 0; j < rhs.cols_; ++j)
                    out(i, j) += (*this)(i, k) * rhs(k, j);
        return out;
    }

    Vector operator*(const Vector& v) const {
        if (cols_ != v.size()) throw std::invalid_argument("dimension mismatch");
        Vector out(rows_);
        for (std::size_t i = 0; i < rows_; ++i)
            for (std::size_t j = 0; j < cols_; ++j)
                out[i] += (*this)(i, j) * v[j];
        return out;
    }
};

inline std::ostream& operator<<(std::ostream& os, const Matrix& m) {
    for (std::size_t i = 0; i < m.rows(); ++i) {
        for (std::size_t j = 0; j < m.cols(); ++j) {
            os << m(i, j) << (j + 1 < m.cols() ? " " : "");
        }
        os << '\n';
    }
    return os;
}

}  // namespace linalg
