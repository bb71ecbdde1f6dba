//! `logtail` — follow a log file and print the lines that match a pattern.
//!
//! Run `logtail --help` for the available flags.

#![forbid(unsafe_code)]
#![warn(clippy::pedantic)]

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
// ... rest of main.rs unchanged ...
