class Matrix2D {
public:
    // ... existing code ...

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
    // ... existing code ...
};
