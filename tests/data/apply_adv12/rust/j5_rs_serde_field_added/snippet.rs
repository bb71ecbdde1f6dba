pub struct Config {
    pub listen_addr: String,

    #[serde(default = "default_workers")]
    pub workers: usize,

    #[serde(default = "default_timeout_secs")]
    pub request_timeout_secs: u64,

    // ... existing code ...
}

fn default_workers() -> usize {
    num_cpus::get()
}

fn default_timeout_secs() -> u64 {
    30
}
