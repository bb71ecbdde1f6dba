#include <cstddef>
#include <stdexcept>
#include <vector>

namespace linalg {

template <typename T>
class Matrix {
public:
    Matrix(std::size_t rows, std::size_t cols)
        : rows_(rows), cols_(cols), data_(rows * cols, T{}) {}

    std::size_t rows() const { return rows_; }
    std::size_t cols() const { return cols_; }

    T& at(std::size_t r, std::size_t c) {
        check(r, c);
        return data_[r * cols_ + c];
    }

    const T& at(std::size_t r, std::size_t c) const {
        check(r, c);
        return data_[r * cols_ + c];
    }

private:
    void check(std::size_t r, std::size_t c) const {
        if (r >= rows_ || c >= cols_) {
            throw std::out_of_range("Matrix index out of range");
        }
    }

    std::size_t rows_;
    std::size_t cols_;
    std::vector<T> data_;
};

}  // namespace linalg
