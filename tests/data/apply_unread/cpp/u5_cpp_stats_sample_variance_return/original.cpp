#include "stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <vector>

namespace stats {

namespace {

void require_non_empty(const std::vector<double>& values, const char* what) {
    if (values.empty()) {
        throw std::invalid_argument(std::string(what) + ": empty input");
    }
}

}  // namespace

double sum(const std::vector<double>& values) {
    return std::accumulate(values.begin(), values.end(), 0.0);
}

double mean(const std::vector<double>& values) {
    require_non_empty(values, "mean");
    return sum(values) / static_cast<double>(values.size());
}

double variance(const std::vector<double>& values) {
    require_non_empty(values, "variance");
    const double m = mean(values);
    double acc = 0.0;
    for (double v : values) {
        acc += (v - m) * (v - m);
    }
    return acc / static_cast<double>(values.size());
}

double stddev(const std::vector<double>& values) {
    return std::sqrt(variance(values));
}

double median(std::vector<double> values) {
    require_non_empty(values, "median");
    const std::size_t mid = values.size() / 2;
    std::nth_element(values.begin(), values.begin() + mid, values.end());
    if (values.size() % 2 == 1) {
        return values[mid];
    }
    const double upper = values[mid];
    const double lower = *std::max_element(values.begin(), values.begin() + mid);
    return (lower + upper) / 2.0;
}

double covariance(const std::vector<double>& xs, const std::vector<double>& ys) {
    if (xs.size() != ys.size()) {
        throw std::invalid_argument("covariance: size mismatch");
    }
    require_non_empty(xs, "covariance");
    const double mx = mean(xs);
    const double my = mean(ys);
    double acc = 0.0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        acc += (xs[i] - mx) * (ys[i] - my);
    }
    return acc / static_cast<double>(xs.size());
}

double correlation(const std::vector<double>& xs, const std::vector<double>& ys) {
    const double denom = stddev(xs) * stddev(ys);
    if (denom == 0.0) {
        return 0.0;
    }
    return covariance(xs, ys) / denom;
}

}  // namespace stats
