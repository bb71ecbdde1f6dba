// ... existing code ...

int64_t meter_ring_export_credit(const struct meter_ring *r, int32_t min_export_wh)
{
    int64_t exported = 0;
    for (size_t i = 0; i < r->count; i++)
        if (r->samples[i] <= -min_export_wh)
            exported += -r->samples[i];
    return exported;
}

// ... existing code ...
