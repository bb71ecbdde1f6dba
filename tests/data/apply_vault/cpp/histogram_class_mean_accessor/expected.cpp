#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace metrics {

class Histogram {
public:
    Histogram(double lower, double upper, std::size_t buckets)
        : lower_(lower), upper_(upper), counts_(buckets, 0) {
        if (buckets == 0 || !(upper > lower)) {
            throw std::invalid_argument("Histogram: bad range or bucket count");
        }
        width_ = (upper_ - lower_) / static_cast<double>(buckets);
    }

    void record(double value) {
        ++total_;
        sum_ += value;
        if (value < lower_) {
            ++underflow_;
            return;
        }
        if (value >= upper_) {
            ++overflow_;
            return;
        }
        auto index = static_cast<std::size_t>((value - lower_) / width_);
        index = std::min(index, counts_.size() - 1);
        ++counts_[index];
    }

    std::uint64_t count() const { return total_; }
    std::uint64_t underflow() const { return underflow_; }
    std::uint64_t overflow() const { return overflow_; }

    std::uint64_t bucketCount(std::size_t index) const {
        return counts_.at(index);
    }

    double bucketLower(std::size_t index) const {
        return lower_ + width_ * static_cast<double>(index);
    }

    void reset() {
        std::fill(counts_.begin(), counts_.end(), 0);
        total_ = underflow_ = overflow_ = 0;
        sum_ = 0.0;
    }

    double mean() const {
        return total_ == 0 ? 0.0 : sum_ / static_cast<double>(total_);
    }

private:
    double lower_;
    double upper_;
    double width_ = 0.0;
    std::vector<std::uint64_t> counts_;
    std::uint64_t total_ = 0;
    std::uint64_t underflow_ = 0;
    std::uint64_t overflow_ = 0;
    double sum_ = 0.0;
};

}  // namespace metrics
