// ... existing code ...

impl BundleManifest {
    // ... existing code ...

    pub fn add_entry(&mut self, entry: BundleEntry) -> Result<(), ManifestError> {
        if entry.size_bytes > MAX_ENTRY_BYTES {
            return Err(ManifestError::TooLarge(entry.path, entry.size_bytes));
        }
        if self.entries.iter().any(|e| e.path == entry.path) {
            return Err(ManifestError::DuplicatePath(entry.path));
        }
        self.entries.push(entry);
        Ok(())
    }

    // ... existing code ...
}

// ... existing code ...
