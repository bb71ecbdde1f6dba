package com.example.geometry;

import java.util.Locale;
import java.util.Objects;

public final class Shapes {

    private Shapes() {
    }

    public abstract static class Shape {
        public abstract double area();

        public abstract double perimeter();
    }

    public static final class Circle extends Shape {
        private final double cx;
        private final double cy;
        private final double radius;

        public Circle(double cx, double cy, double radius) {
            if (radius <= 0) {
                throw new IllegalArgumentException("radius must be positive");
            }
            this.cx = cx;
            this.cy = cy;
            this.radius = radius;
        }

        @Override
        public double area() {
            return Math.PI * radius * radius;
        }

        @Override
        public double perimeter() {
            return 2 * Math.PI * radius;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "Circle[r=%.2f]", radius);
        }
    }

    public static final class Rectangle extends Shape {
        private final double width;
        private final double height;

        public Rectangle(double width, double height) {
            this.width = width;
            this.height = height;
        }

        @Override
        public double area() {
            return width * height;
        }

        @Override
        public double perimeter() {
            return 2 * (width + height);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "Rectangle[w=%.2f, h=%.2f]", width, height);
        }
    }

    public static final class Triangle extends Shape {
        private final double a;
        private final double b;
        private final double c;

        public Triangle(double a, double b, double c) {
            if (a + b <= c || a + c <= b || b + c <= a) {
                throw new IllegalArgumentException("not a triangle");
            }
            this.a = a;
            this.b = b;
            this.c = c;
        }

        @Override
        public double area() {
            double s = perimeter() / 2;
            return Math.sqrt(s * (s - a) * (s - b) * (s - c));
        }

        @Override
        public double perimeter() {
            return a + b + c;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "Triangle[a=%.2f, b=%.2f, c=%.2f]", a, b, c);
        }
    }

    public static String describe(Shape shape) {
        Objects.requireNonNull(shape, "shape");
        return String.format(Locale.ROOT, "%s area=%.3f perimeter=%.3f",
                shape, shape.area(), shape.perimeter());
    }
}
