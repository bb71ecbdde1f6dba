class Rectangle final : public Shape {
    // ... existing code ...

    bool isSquare(double eps = 1e-9) const { return std::abs(width_ - height_) < eps; }
};
