#pragma once

#include <cmath>
#include <memory>
#include <numbers>
#include <string>
#include <vector>

namespace geo {

class Shape {
public:
    virtual ~Shape() = default;

    virtual double area() const = 0;
    virtual double perimeter() const = 0;
    virtual std::string name() const = 0;
};

class Circle final : public Shape {
    double radius_;

public:
    explicit Circle(double radius) : radius_(radius) {}

    double radius() const { return radius_; }

    double area() const override { return std::numbers::pi * radius_ * radius_; }
    double perimeter() const override { return 2.0 * std::numbers::pi * radius_; }
    std::string name() const override { return "circle"; }
};

class Rectangle final : public Shape {
    double width_;
    double height_;

public:
    Rectangle(double width, double height) : width_(width), height_(height) {}

    double width() const { return width_; }
    double height() const { return height_; }

    double area() const override { return width_ * height_; }
    double perimeter() const override { return 2.0 * (width_ + height_); }
    std::string name() const override { return "rectangle"; }
};

class Triangle final : public Shape {
    double a_;
    double b_;
    double c_;

public:
    Triangle(double a, double b, double c) : a_(a), b_(b), c_(c) {}

    double area() const override {
        const double s = perimeter() / 2.0;
        return std::sqrt(s * (s - a_) * (s - b_) * (s - c_));
    }
    double perimeter() const override { return a_ + b_ + c_; }
    std::string name() const override { return "triangle"; }
};

inline double totalArea(const std::vector<std::unique_ptr<Shape>>& shapes) {
    double total = 0.0;
    for (const auto& shape : shapes) {
        total += shape->area();
    }
    return total;
}

}  // namespace geo
