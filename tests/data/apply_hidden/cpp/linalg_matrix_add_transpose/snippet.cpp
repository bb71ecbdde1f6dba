class Matrix {
    // ... existing code ...

    Matrix transpose() const {
        Matrix out(cols_, rows_);
        for (std::size_t i = 0; i < rows_; ++i)
            for (std::size_t j = 0; j < cols_; ++j)
                out(j, i) = (*this)(i, j);
        return out;
    }
};
