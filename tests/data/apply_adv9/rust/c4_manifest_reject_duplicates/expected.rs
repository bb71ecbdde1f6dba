//! Asset bundle manifests written next to each packed `.bundle` file.

use std::collections::BTreeMap;
use std::fmt;

/// Largest single asset we allow inside a bundle (console cert limit).
pub const MAX_ENTRY_BYTES: u64 = 512 * 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BundleEntry {
    pub path: String,
    pub size_bytes: u64,
    pub crc32: u32,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ManifestError {
    TooLarge(String, u64),
    DuplicatePath(String),
    PlatformMismatch { expected: String, found: String },
}

#[derive(Debug, Default)]
pub struct BundleManifest {
    pub bundle_name: String,
    pub platform: String,
    pub build_number: u32,
    entries: Vec<BundleEntry>,
}

impl BundleManifest {
    pub fn new(bundle_name: &str, platform: &str, build_number: u32) -> Self {
        Self {
            bundle_name: bundle_name.to_string(),
            platform: platform.to_string(),
            build_number,
            entries: Vec::new(),
        }
    }

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

    pub fn merge(&mut self, other: BundleManifest) -> Result<(), ManifestError> {
        if other.platform != self.platform {
            return Err(ManifestError::PlatformMismatch {
                expected: self.platform.clone(),
                found: other.platform,
            });
        }
        for entry in other.entries {
            if self.entries.iter().any(|e| e.path == entry.path) {
                return Err(ManifestError::DuplicatePath(entry.path));
            }
            self.entries.push(entry);
        }
        Ok(())
    }

    pub fn total_bytes(&self) -> u64 {
        self.entries.iter().map(|e| e.size_bytes).sum()
    }

    /// Sizes grouped by top-level folder, for the bundle size report.
    pub fn bytes_by_folder(&self) -> BTreeMap<&str, u64> {
        let mut out = BTreeMap::new();
        for entry in &self.entries {
            let folder = entry.path.split('/').next().unwrap_or("");
            *out.entry(folder).or_insert(0) += entry.size_bytes;
        }
        out
    }

    pub fn entries(&self) -> &[BundleEntry] {
        &self.entries
    }
}

impl fmt::Display for BundleManifest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} [{}] build {}",
            self.bundle_name, self.platform, self.build_number
        )?;
        for entry in &self.entries {
            writeln!(f, "  {:>10}  {:08x}  {}", entry.size_bytes, entry.crc32, entry.path)?;
        }
        Ok(())
    }
}
