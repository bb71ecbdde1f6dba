// ... existing code ...

impl fmt::Display for Triangle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            return write!(
                f,
                "Triangle {{ a: {:.2}, b: {:.2}, c: {:.2}, area: {:.2} }}",
                self.a,
                self.b,
                self.c,
                self.area()
            );
        }
        write!(f, "Triangle({:.2}, {:.2}, {:.2})", self.a, self.b, self.c)
    }
}

// ... existing code ...
