/*
 * stats.c - small descriptive statistics helpers used by the bench runner.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a;
    double y = *(const double *)b;
    if (x < y) {
        return -1;
    }
    if (x > y) {
        return 1;
    }
    return 0;
}

double stats_mean(const double *xs, size_t n)
{
    double sum = 0.0;
    for (size_t i = 0; i < n; i++) {
        sum += xs[i];
    }
    return sum / (double)n;
}

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

double stats_stddev(const double *xs, size_t n)
{
    return sqrt(stats_variance(xs, n));
}

double stats_median(const double *xs, size_t n)
{
    double *sorted = malloc(n * sizeof(*sorted));
    double result;
    if (sorted == NULL) {
        return NAN;
    }
    memcpy(sorted, xs, n * sizeof(*sorted));
    qsort(sorted, n, sizeof(*sorted), compare_doubles);
    if (n % 2 == 0) {
        result = (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    } else {
        result = sorted[n / 2];
    }
    free(sorted);
    return result;
}

double stats_min(const double *xs, size_t n)
{
    double best = xs[0];
    for (size_t i = 1; i < n; i++) {
        if (xs[i] < best) {
            best = xs[i];
        }
    }
    return best;
}

double stats_max(const double *xs, size_t n)
{
    double best = xs[0];
    for (size_t i = 1; i < n; i++) {
        if (xs[i] > best) {
            best = xs[i];
        }
    }
    return best;
}
