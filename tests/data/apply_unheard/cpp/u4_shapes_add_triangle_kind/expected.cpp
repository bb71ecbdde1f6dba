#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>
#include <vector>

namespace geometry {

enum class ShapeKind {
    Circle,
    Rectangle,
    Square,
    Triangle,
};

struct Shape {
    ShapeKind kind;
    double width = 0.0;
    double height = 0.0;
    double radius = 0.0;
    std::string label;
};

double area(const Shape& s) {
    switch (s.kind) {
    case ShapeKind::Circle:
        return std::numbers::pi * s.radius * s.radius;
    case ShapeKind::Rectangle:
        return s.width * s.height;
    case ShapeKind::Square:
        return s.width * s.width;
    case ShapeKind::Triangle:
        return 0.5 * s.width * s.height;
    }
    throw std::invalid_argument("unknown shape kind");
}

double perimeter(const Shape& s) {
    switch (s.kind) {
    case ShapeKind::Circle:
        return 2.0 * std::numbers::pi * s.radius;
    case ShapeKind::Rectangle:
        return 2.0 * (s.width + s.height);
    case ShapeKind::Square:
        return 4.0 * s.width;
    }
    throw std::invalid_argument("unknown shape kind");
}

double totalArea(const std::vector<Shape>& shapes) {
    double total = 0.0;
    for (const auto& shape : shapes) {
        total += area(shape);
    }
    return total;
}

const Shape* largest(const std::vector<Shape>& shapes) {
    const Shape* best = nullptr;
    for (const auto& shape : shapes) {
        if (best == nullptr || area(shape) > area(*best)) {
            best = &shape;
        }
    }
    return best;
}

}  // namespace geometry
