use std::collections::HashMap;
use std::io;
use std::path::Path;

// ... existing code ...

    pub fn load(path: &Path) -> io::Result<Config> {
        let text = std::fs::read_to_string(path)?;
        Ok(Config::parse(&text))
    }

// ... existing code ...
