#include <cstddef>
#include <stdexcept>
#include <vector>

namespace linalg {

class Matrix {
public:
    Matrix(std::size_t rows, std::size_t cols)
        : rows_(rows), cols_(cols), data_(rows * cols, 0.0) {}

    std::size_t rows() const { return rows_; }
    std::size_t cols() const { return cols_; }

    double& at(std::size_t r, std::size_t c) {
        check(r, c);
        return data_[r * cols_ + c];
    }

    double at(std::size_t r, std::size_t c) const {
        return data_[r * cols_ + c];
    }

    Matrix operator+(const Matrix& other) const {
        same_shape(other);
        Matrix out(rows_, cols_);
        for (std::size_t i = 0; i < data_.size(); ++i) {
            out.data_[i] = data_[i] + other.data_[i];
        }
        return out;
    }

    Matrix operator-(const Matrix& other) const {
        same_shape(other);
        Matrix out(rows_, cols_);
        for (std::size_t i = 0; i < data_.size(); ++i) {
            out.data_[i] = data_[i] - other.data_[i];
        }
        return out;
    }

private:
    void check(std::size_t r, std::size_t c) const {
        if (r >= rows_ || c >= cols_) {
            throw std::out_of_range("Matrix index out of range");
        }
    }

    void same_shape(const Matrix& other) const {
        if (rows_ != other.rows_ || cols_ != other.cols_) {
            throw std::invalid_argument("Matrix shapes differ");
        }
    }

    std::size_t rows_;
    std::size_t cols_;
    std::vector<double> data_;
};

}  // namespace linalg
