//! Client library for the Acme billing API.
//!
//! ```no_run
//! let client = acme_billing::Client::builder().api_key("sk_test_123").build()?;
//! let invoice = client.invoices().get("in_42")?;
//! # Ok::<(), acme_billing::Error>(())
//! ```

mod client;
mod error;
mod models;
mod pagination;
mod retry;

pub use client::{Client, ClientBuilder};
pub use error::{Error, Result};
pub use models::{Customer, Invoice, InvoiceStatus, LineItem};
pub use pagination::Page;
pub use retry::RetryPolicy;

/// Default API endpoint used when the builder is not given one.
pub const DEFAULT_BASE_URL: &str = "https://api.acme.test/v2";

/// Version sent in the `User-Agent` header.
pub const USER_AGENT: &str = concat!("acme-billing-rs/", env!("CARGO_PKG_VERSION"));

/// Amount helper: the API sends money as integer minor units.
pub fn format_minor_units(amount: i64, currency: &str) -> String {
    let sign = if amount < 0 { "-" } else { "" };
    let abs = amount.unsigned_abs();
    format!("{sign}{}.{:02} {}", abs / 100, abs % 100, currency.to_uppercase())
}

#[cfg(test)]
mod tests {
    use super::format_minor_units;

    #[test]
    fn formats_negative_amounts() {
        assert_eq!(format_minor_units(-1234, "eur"), "-12.34 EUR");
    }
}
