use std::time::Duration;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            addr: "127.0.0.1:8080".to_string(),
            workers: 4,
            timeout: Duration::from_secs(30),
            keepalive: Duration::from_secs(75),
            max_body: 1 << 20,
            retries: 3,
            backoff: Duration::from_millis(200),
            verbose: false,
        }
    }
}
