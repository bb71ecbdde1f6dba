// ... includes, Filter base and MovingAverage unchanged ...

class ExponentialSmoother : public Filter {
public:
    // ... constructor with alpha validation as before ...

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

// ... MedianFilter and make_filter() stay the same ...
