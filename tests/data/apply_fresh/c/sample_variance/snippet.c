double stats_variance(const double *xs, size_t n)
{
    double mean = stats_mean(xs, n);
    double acc = 0.0;
    for (size_t i = 0; i < n; i++) {
        double d = xs[i] - mean;
        acc += d * d;
    }
    return acc / (double)(n - 1);
}

/* ... */
