impl<'a> Lexer<'a> {
    // ... existing methods ...

    /// Returns the 1-based line and column of a byte offset in the source.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let before = &self.src[..offset.min(self.src.len())];
        let line = before.matches('\n').count() + 1;
        let col = before.rfind('\n').map_or(before.len(), |nl| before.len() - nl - 1) + 1;
        (line, col)
    }
}
