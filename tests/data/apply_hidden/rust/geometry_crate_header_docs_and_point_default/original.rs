//! Geometry primitives.

use std::fmt;
use std::ops::{Add, Sub};

/// A point in 2D space.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

/// A displacement between two points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Vector {
    pub dx: f64,
    pub dy: f64,
}

/// An axis-aligned rectangle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub origin: Point,
    pub width: f64,
    pub height: f64,
}

impl Point {
    pub const fn new(x: f64, y: f64) -> Self {
        Self { x, y }
    }

    pub fn distance_to(self, other: Point) -> f64 {
        (other - self).length()
    }
}

impl Vector {
    pub fn length(self) -> f64 {
        self.dx.hypot(self.dy)
    }
}

impl Add<Vector> for Point {
    type Output = Point;

    fn add(self, v: Vector) -> Point {
        Point::new(self.x + v.dx, self.y + v.dy)
    }
}

impl Sub for Point {
    type Output = Vector;

    fn sub(self, other: Point) -> Vector {
        Vector { dx: self.x - other.x, dy: self.y - other.y }
    }
}

impl Rect {
    pub fn contains(&self, p: Point) -> bool {
        p.x >= self.origin.x
            && p.y >= self.origin.y
            && p.x <= self.origin.x + self.width
            && p.y <= self.origin.y + self.height
    }

    pub fn center(&self) -> Point {
        Point::new(self.origin.x + self.width / 2.0, self.origin.y + self.height / 2.0)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}
