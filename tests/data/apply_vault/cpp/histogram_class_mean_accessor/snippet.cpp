class Histogram {
public:
    // ... existing code ...

    double mean() const {
        return total_ == 0 ? 0.0 : sum_ / static_cast<double>(total_);
    }

private:
    // ... existing code ...
};
