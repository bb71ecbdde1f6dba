use std::time::Duration;

use reqwest::blocking::Client;
use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION};

const USER_AGENT: &str = concat!("billing-service/", env!("CARGO_PKG_VERSION"));

#[derive(Debug, Clone)]
pub struct GatewayConfig {
    pub stripe_key: String,
    pub paypal_key: String,
    pub adyen_key: String,
    pub sandbox: bool,
}

fn auth_headers(key: &str) -> HeaderMap {
    let mut headers = HeaderMap::new();
    let value = HeaderValue::from_str(&format!("Bearer {key}")).expect("api key is ascii");
    headers.insert(AUTHORIZATION, value);
    headers
}

pub fn stripe_client(cfg: &GatewayConfig) -> reqwest::Result<Client> {
    Client::builder()
        .user_agent(USER_AGENT)
        .timeout(Duration::from_secs(10))
        .connect_timeout(Duration::from_secs(3))
        .default_headers(auth_headers(&cfg.stripe_key))
        .build()
}

pub fn paypal_client(cfg: &GatewayConfig) -> reqwest::Result<Client> {
    Client::builder()
        .user_agent(USER_AGENT)
        .timeout(Duration::from_secs(10))
        .connect_timeout(Duration::from_secs(3))
        .default_headers(auth_headers(&cfg.paypal_key))
        .build()
}

pub fn adyen_client(cfg: &GatewayConfig) -> reqwest::Result<Client> {
    Client::builder()
        .user_agent(USER_AGENT)
        .timeout(Duration::from_secs(10))
        .connect_timeout(Duration::from_secs(3))
        .default_headers(auth_headers(&cfg.adyen_key))
        .build()
}

pub fn base_url(gateway: &str, cfg: &GatewayConfig) -> &'static str {
    match (gateway, cfg.sandbox) {
        ("stripe", _) => "https://api.stripe.com",
        ("paypal", true) => "https://api-m.sandbox.paypal.com",
        ("paypal", false) => "https://api-m.paypal.com",
        ("adyen", true) => "https://checkout-test.adyen.com",
        ("adyen", false) => "https://checkout-live.adyen.com",
        _ => panic!("unknown gateway {gateway}"),
    }
}
