// ... existing code ...

pub fn paypal_client(cfg: &GatewayConfig) -> reqwest::Result<Client> {
    Client::builder()
        .user_agent(USER_AGENT)
        .timeout(Duration::from_secs(30))
        .connect_timeout(Duration::from_secs(3))
        .default_headers(auth_headers(&cfg.paypal_key))
        .build()
}

// ... existing code ...
