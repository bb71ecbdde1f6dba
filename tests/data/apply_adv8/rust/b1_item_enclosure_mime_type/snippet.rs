impl<'a> ItemRenderer<'a> {
    // ... existing code ...

    fn mime_type(&self) -> &str {
        self.episode.mime_type.as_deref().unwrap_or("audio/mpeg")
    }

    pub fn render(&self, out: &mut String) -> std::fmt::Result {
        // ... existing code ...
        writeln!(
            out,
            "  <enclosure url=\"{}\" length=\"{}\" type=\"{}\"/>",
            xml_escape(&self.enclosure_url()),
            self.episode.audio_bytes,
            self.mime_type()
        )?;
        // ... existing code ...
    }
}
