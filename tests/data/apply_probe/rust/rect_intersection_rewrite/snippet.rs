    /// Returns the overlapping region, or `None` when the rectangles only
    /// touch along an edge or do not overlap at all.
    pub fn intersection(&self, other: &Rect) -> Option<Rect> {
        let min = Point {
            x: self.min.x.max(other.min.x),
            y: self.min.y.max(other.min.y),
        };
        let max = Point {
            x: self.max.x.min(other.max.x),
            y: self.max.y.min(other.max.y),
        };
        if min.x >= max.x || min.y >= max.y {
            return None;
        }
        Some(Rect { min, max })
    }
