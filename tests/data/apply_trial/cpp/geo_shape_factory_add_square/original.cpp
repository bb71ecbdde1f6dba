#include "shapes.h"

#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace geo {

double Circle::area() const { return M_PI * radius_ * radius_; }
double Circle::perimeter() const { return 2.0 * M_PI * radius_; }

double Rectangle::area() const { return width_ * height_; }
double Rectangle::perimeter() const { return 2.0 * (width_ + height_); }

double Triangle::area() const {
    const double s = perimeter() / 2.0;
    return std::sqrt(s * (s - a_) * (s - b_) * (s - c_));
}
double Triangle::perimeter() const { return a_ + b_ + c_; }

namespace {

using Factory = std::function<std::unique_ptr<Shape>(const std::vector<double>&)>;

void expect_args(const std::string& name, const std::vector<double>& args, std::size_t count) {
    if (args.size() != count) {
        throw std::invalid_argument(name + " expects " + std::to_string(count) + " arguments");
    }
}

const std::map<std::string, Factory>& factories() {
    static const std::map<std::string, Factory> table = {
        {"circle",
         [](const std::vector<double>& args) -> std::unique_ptr<Shape> {
             expect_args("circle", args, 1);
             return std::make_unique<Circle>(args[0]);
         }},
        {"rectangle",
         [](const std::vector<double>& args) -> std::unique_ptr<Shape> {
             expect_args("rectangle", args, 2);
             return std::make_unique<Rectangle>(args[0], args[1]);
         }},
        {"triangle",
         [](const std::vector<double>& args) -> std::unique_ptr<Shape> {
             expect_args("triangle", args, 3);
             return std::make_unique<Triangle>(args[0], args[1], args[2]);
         }},
    };
    return table;
}

}  // namespace

std::unique_ptr<Shape> make_shape(const std::string& name, const std::vector<double>& args) {
    const auto& table = factories();
    const auto it = table.find(name);
    if (it == table.end()) {
        throw std::invalid_argument("unknown shape: " + name);
    }
    return it->second(args);
}

std::vector<std::string> shape_names() {
    std::vector<std::string> names;
    for (const auto& [name, factory] : factories()) {
        names.push_back(name);
    }
    return names;
}

}  // namespace geo
