#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <initializer_list>
#include <ostream>
#include <stdexcept>

namespace geom {

// Fixed-size row-major matrix used by the renderer's transform stack.
template <std::size_t R, std::size_t C>
class Matrix {
public:
    Matrix() { data_.fill(0.0); }

    Matrix(std::initializer_list<double> values) {
        if (values.size() != R * C) {
            throw std::invalid_argument("Matrix: wrong number of initialisers");
        }
        std::size_t i = 0;
        for (double v : values) {
            data_[i++] = v;
        }
    }

    static Matrix identity() {
        static_assert(R == C, "identity() needs a square matrix");
        Matrix m;
        for (std::size_t i = 0; i < R; ++i) {
            m(i, i) = 1.0;
        }
        return m;
    }

    constexpr std::size_t rows() const { return R; }
    constexpr std::size_t cols() const { return C; }

    double& operator()(std::size_t r, std::size_t c) { return data_[r * C + c]; }
    double operator()(std::size_t r, std::size_t c) const { return data_[r * C + c]; }

    Matrix operator+(const Matrix& other) const {
        Matrix out;
        for (std::size_t i = 0; i < R * C; ++i) {
            out.data_[i] = data_[i] + other.data_[i];
        }
        return out;
    }

    Matrix operator-(const Matrix& other) const {
        Matrix out;
        for (std::size_t i = 0; i < R * C; ++i) {
            out.data_[i] = data_[i] - other.data_[i];
        }
        return out;
    }

    Matrix operator*(double k) const {
        Matrix out;
        for (std::size_t i = 0; i < R * C; ++i) {
            out.data_[i] = data_[i] * k;
        }
        return out;
    }

    template <std::size_t K>
    Matrix<R, K> operator*(const Matrix<C, K>& other) const {
        Matrix<R, K> out;
        for (std::size_t r = 0; r < R; ++r) {
            for (std::size_t k = 0; k < K; ++k) {
                double sum = 0.0;
                for (std::size_t c = 0; c < C; ++c) {
                    sum += (*this)(r, c) * other(c, k);
                }
                out(r, k) = sum;
            }
        }
        return out;
    }

    Matrix<C, R> transposed() const {
        Matrix<C, R> out;
        for (std::size_t r = 0; r < R; ++r) {
            for (std::size_t c = 0; c < C; ++c) {
                out(c, r) = (*this)(r, c);
            }
        }
        return out;
    }

    bool approxEquals(const Matrix& other, double eps = 1e-9) const {
        for (std::size_t i = 0; i < R * C; ++i) {
            if (std::fabs(data_[i] - other.data_[i]) > eps) {
                return false;
            }
        }
        return true;
    }

    friend std::ostream& operator<<(std::ostream& os, const Matrix& m) {
        for (std::size_t r = 0; r < R; ++r) {
            os << (r == 0 ? "[" : " ");
            for (std::size_t c = 0; c < C; ++c) {
                os << m(r, c) << (c + 1 < C ? ", " : "");
            }
            os << (r + 1 < R ? "\n" : "]");
        }
        return os;
    }

private:
    std::array<double, R * C> data_;
};

using Mat3 = Matrix<3, 3>;
using Mat4 = Matrix<4, 4>;

inline Mat4 translation(double x, double y, double z) {
    Mat4 m = Mat4::identity();
    m(0, 3) = x;
    m(1, 3) = y;
    m(2, 3) = z;
    return m;
}

inline Mat4 scaling(double x, double y, double z) {
    Mat4 m = Mat4::identity();
    m(0, 0) = x;
    m(1, 1) = y;
    m(2, 2) = z;
    return m;
}

inline Mat4 rotationZ(double radians) {
    const double c = std::cos(radians);
    const double s = std::sin(radians);
    Mat4 m = Mat4::identity();
    m(0, 0) = c;
    m(0, 1) = -s;
    m(1, 0) = s;
    m(1, 1) = c;
    return m;
}

inline Mat4 rotationY(double radians) {
    const double c = std::cos(radians);
    const double s = std::sin(radians);
    Mat4 m = Mat4::identity();
    m(0, 0) = c;
    m(0, 2) = s;
    m(2, 0) = -s;
    m(2, 2) = c;
    return m;
}

inline Mat4 rotationX(double radians) {
    const double c = std::cos(radians);
    const double s = std::sin(radians);
    Mat4 m = Mat4::identity();
    m(1, 1) = c;
    m(1, 2) = -s;
    m(2, 1) = s;
    m(2, 2) = c;
    return m;
}

}  // namespace geom
