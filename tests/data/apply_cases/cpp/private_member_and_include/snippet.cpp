#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

// ... existing code ...

    void same_shape(const Matrix& other) const {
        if (rows_ != other.rows_ || cols_ != other.cols_) {
            throw std::invalid_argument("Matrix shapes differ: " + std::to_string(rows_) + "x" +
                                        std::to_string(cols_));
        }
    }

// ... existing code ...
