// filters.cpp - smoothing filters for noisy sensor readings.
#include <algorithm>
#include <cstddef>
#include <deque>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

namespace telemetry {

class Filter {
public:
    virtual ~Filter() = default;
    virtual double update(double sample) = 0;
    virtual double value() const = 0;
};

class MovingAverage : public Filter {
public:
    explicit MovingAverage(std::size_t window) : window_(window) {
        if (window_ == 0) {
            throw std::invalid_argument("MovingAverage: window must be > 0");
        }
    }

    double update(double sample) override {
        samples_.push_back(sample);
        sum_ += sample;
        if (samples_.size() > window_) {
            sum_ -= samples_.front();
            samples_.pop_front();
        }
        return value();
    }

    double value() const override {
        return samples_.empty() ? 0.0 : sum_ / static_cast<double>(samples_.size());
    }

private:
    std::size_t window_;
    std::deque<double> samples_;
    double sum_ = 0.0;
};

class ExponentialSmoother : public Filter {
public:
    explicit ExponentialSmoother(double alpha) : alpha_(alpha) {
        if (alpha_ <= 0.0 || alpha_ > 1.0) {
            throw std::invalid_argument("ExponentialSmoother: alpha must be in (0, 1]");
        }
    }

    double update(double sample) override {
        if (!primed_) {
            // Start from the first sample instead of dragging up from zero.
            value_ = sample;
            primed_ = true;
            return value_;
        }
        value_ += alpha_ * (sample - value_);
        return value_;
    }

    double value() const override { return value_; }
    double alpha() const { return alpha_; }

    void reset() {
        value_ = 0.0;
        primed_ = false;
    }

private:
    double alpha_;
    double value_ = 0.0;
    bool primed_ = false;
};

class MedianFilter : public Filter {
public:
    explicit MedianFilter(std::size_t window) : window_(window) {
        if (window_ == 0) {
            throw std::invalid_argument("MedianFilter: window must be > 0");
        }
    }

    double update(double sample) override {
        samples_.push_back(sample);
        if (samples_.size() > window_) {
            samples_.pop_front();
        }
        return value();
    }

    double value() const override {
        if (samples_.empty()) {
            return 0.0;
        }
        std::vector<double> sorted(samples_.begin(), samples_.end());
        std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
        return sorted[sorted.size() / 2];
    }

private:
    std::size_t window_;
    std::deque<double> samples_;
};

std::unique_ptr<Filter> make_filter(const std::string& kind, double param) {
    if (kind == "mean") {
        return std::make_unique<MovingAverage>(static_cast<std::size_t>(param));
    }
    if (kind == "ema") {
        return std::make_unique<ExponentialSmoother>(param);
    }
    if (kind == "median") {
        return std::make_unique<MedianFilter>(static_cast<std::size_t>(param));
    }
    throw std::invalid_argument("unknown filter kind: " + kind);
}

}  // namespace telemetry
