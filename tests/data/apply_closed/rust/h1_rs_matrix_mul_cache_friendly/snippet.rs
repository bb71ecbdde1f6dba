    pub fn mul(&self, other: &Self) -> Self {
        assert_eq!(
            self.cols, other.rows,
            "shape mismatch in mul: {:?} x {:?}",
            self.shape(),
            other.shape()
        );
        let mut out = Self::zeros(self.rows, other.cols);
        // i-k-j order walks both `other` and `out` row by row, which is much kinder to the cache.
        for i in 0..self.rows {
            for k in 0..self.cols {
                let a = self[(i, k)];
                if a == 0.0 {
                    continue;
                }
                for j in 0..other.cols {
                    out[(i, j)] += a * other[(k, j)];
                }
            }
        }
        out
    }
