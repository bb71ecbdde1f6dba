//! tidyup — finds and removes stale build directories.
//!
//! Walks the given root, skipping hidden directories, and deletes every
//! `target` / `node_modules` directory that has not been modified recently.
#![forbid(unsafe_code)]

use std::fs;
// ... existing code ...
