Image resize_bilinear(const Image& src, int out_w, int out_h, bool align_corners) {
    check_output_size(out_w, out_h);
    Image dst(out_w, out_h, src.channels);
    const float sx = align_corners && out_w > 1 ? (src.width - 1.0f) / (out_w - 1)
                                                : static_cast<float>(src.width) / out_w;
    const float sy = align_corners && out_h > 1 ? (src.height - 1.0f) / (out_h - 1)
                                                : static_cast<float>(src.height) / out_h;
    const float offset = align_corners ? 0.0f : 0.5f;
    for (int y = 0; y < out_h; ++y) {
        const float fy = clampf((y + offset) * sy - offset, 0.0f, src.height - 1.0f);
        // ...
        for (int x = 0; x < out_w; ++x) {
            const float fx = clampf((x + offset) * sx - offset, 0.0f, src.width - 1.0f);
            // ... rest of the loop unchanged ...
