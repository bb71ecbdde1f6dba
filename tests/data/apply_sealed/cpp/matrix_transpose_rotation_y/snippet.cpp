/* ... pragma, includes and namespace opening unchanged ... */

// Fixed-size row-major matrix used by the renderer's transform stack.
template <std::size_t R, std::size_t C>
class Matrix {
public:
    /* ... constructors, identity() and element accessors as before ... */

    /* ... arithmetic operators (+, -, scalar and matrix *) unchanged ... */

    Matrix<C, R> transposed() const {
        Matrix<C, R> out;
        for (std::size_t r = 0; r < R; ++r) {
            for (std::size_t c = 0; c < C; ++c) {
                out(c, r) = (*this)(r, c);
            }
        }
        return out;
    }

    bool approxEquals(const Matrix& other, double eps = 1e-9) const {
    /* ... approxEquals body, operator<< and private storage unchanged ... */
};

/* ... Mat3/Mat4 aliases and the translation/scaling helpers as before ... */

inline Mat4 rotationY(double radians) {
    const double c = std::cos(radians);
    const double s = std::sin(radians);
    Mat4 m = Mat4::identity();
    m(0, 0) = c;
    m(0, 2) = s;
    m(2, 0) = -s;
    m(2, 2) = c;
    return m;
}

inline Mat4 rotationX(double radians) {
/* ... rotationX unchanged, namespace closes as before ... */
