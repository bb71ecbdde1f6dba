class Matrix {
public:
    // ... existing code ...

    Matrix operator*(double k) const {
        Matrix out(rows_, cols_);
        for (std::size_t i = 0; i < data_.size(); ++i) {
            out.data_[i] = data_[i] * k;
        }
        return out;
    }

private:
    // ... existing code ...
};
