#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]
//! Client library for the Acme billing API.
// ... rest of lib.rs unchanged ...
