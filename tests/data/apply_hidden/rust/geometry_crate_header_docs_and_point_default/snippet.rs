//! Basic 2D geometry primitives used by the renderer.
//!
//! All coordinates are in logical pixels, with the origin at the top-left corner.

#![forbid(unsafe_code)]

use std::fmt;
use std::ops::{Add, Sub};

/// A point in 2D space.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

// ... existing code ...
