// ... existing code ...

static double vehicle_premium(const struct vehicle *v, int territory)
{
    // ... existing code ...
    if (v->annual_miles > 15000)
        base *= 1.08;
    return round(base * territory_factors[territory] * 100.0) / 100.0;
}

// ... existing code ...

    fprintf(fp, "  annual premium: %.2f\n", r->annual_premium);
    fprintf(fp, "  monthly installment: %.2f\n", round(r->annual_premium / 12.0 * 100.0) / 100.0);
}
