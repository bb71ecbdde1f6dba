// ... existing code ...

double area(const Shape& shape) {
    switch (shape.kind) {
        // ... existing cases ...
        case ShapeKind::Ellipse:
            return kPi * (shape.width / 2.0) * (shape.height / 2.0);
    }
    return 0.0;
}

double perimeter(const Shape& shape) {
    switch (shape.kind) {
        // ... existing cases ...
        case ShapeKind::Ellipse: {
            // Ramanujan's approximation
            const double a = shape.width / 2.0;
            const double b = shape.height / 2.0;
            return kPi * (3.0 * (a + b) - std::sqrt((3.0 * a + b) * (a + 3.0 * b)));
        }
    }
    return 0.0;
}

// ... existing code ...
