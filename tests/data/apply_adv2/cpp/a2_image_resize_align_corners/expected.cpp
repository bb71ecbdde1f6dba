#include "imgproc/resize.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>

namespace imgproc {

namespace {

inline float clampf(float v, float lo, float hi) { return std::max(lo, std::min(v, hi)); }

inline const std::uint8_t* pixel(const Image& img, int x, int y) {
    return img.data.data() + (static_cast<std::size_t>(y) * img.width + x) * img.channels;
}

void check_output_size(int out_w, int out_h) {
    if (out_w <= 0 || out_h <= 0) {
        throw std::invalid_argument("output size must be positive");
    }
}

}  // namespace

Image resize_nearest(const Image& src, int out_w, int out_h) {
    check_output_size(out_w, out_h);
    Image dst(out_w, out_h, src.channels);
    const float sx = static_cast<float>(src.width) / out_w;
    const float sy = static_cast<float>(src.height) / out_h;
    for (int y = 0; y < out_h; ++y) {
        const int iy = std::min(static_cast<int>(y * sy), src.height - 1);
        for (int x = 0; x < out_w; ++x) {
            const int ix = std::min(static_cast<int>(x * sx), src.width - 1);
            const std::uint8_t* p = pixel(src, ix, iy);
            std::uint8_t* q = dst.data.data() + (static_cast<std::size_t>(y) * out_w + x) * dst.channels;
            std::copy(p, p + src.channels, q);
        }
    }
    return dst;
}

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
        const int y0 = static_cast<int>(fy);
        const int y1 = std::min(y0 + 1, src.height - 1);
        const float wy = fy - y0;
        for (int x = 0; x < out_w; ++x) {
            const float fx = clampf((x + offset) * sx - offset, 0.0f, src.width - 1.0f);
            const int x0 = static_cast<int>(fx);
            const int x1 = std::min(x0 + 1, src.width - 1);
            const float wx = fx - x0;
            std::uint8_t* q = dst.data.data() + (static_cast<std::size_t>(y) * out_w + x) * dst.channels;
            for (int c = 0; c < src.channels; ++c) {
                const float top = pixel(src, x0, y0)[c] * (1 - wx) + pixel(src, x1, y0)[c] * wx;
                const float bottom = pixel(src, x0, y1)[c] * (1 - wx) + pixel(src, x1, y1)[c] * wx;
                q[c] = static_cast<std::uint8_t>(std::lround(top * (1 - wy) + bottom * wy));
            }
        }
    }
    return dst;
}

Image crop(const Image& src, int left, int top, int w, int h) {
    if (left < 0 || top < 0 || left + w > src.width || top + h > src.height) {
        throw std::out_of_range("crop rectangle outside image");
    }
    Image dst(w, h, src.channels);
    for (int y = 0; y < h; ++y) {
        const std::uint8_t* row = pixel(src, left, top + y);
        std::copy(row, row + static_cast<std::size_t>(w) * src.channels,
                  dst.data.data() + static_cast<std::size_t>(y) * w * dst.channels);
    }
    return dst;
}

}  // namespace imgproc
