// [unchanged]

impl Smoother {
    /* snip: new(), set_target() */

    #[inline]
    pub fn next(&mut self) -> f32 {
        self.current = self.target + (self.current - self.target) * self.coeff;
        if (self.current - self.target).abs() < 1e-5 {
            self.current = self.target;
        }
        self.current
    }

    pub fn is_settled(&self) -> bool {
        self.current == self.target
    }
}

// [unchanged]
