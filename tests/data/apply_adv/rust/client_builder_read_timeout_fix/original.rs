use std::time::Duration;

use crate::error::ClientError;
use crate::transport::{Transport, TransportConfig};

const DEFAULT_USER_AGENT: &str = concat!("ledger-client/", env!("CARGO_PKG_VERSION"));

#[derive(Debug, Clone)]
pub struct ClientBuilder {
    base_url: String,
    user_agent: String,
    connect_timeout: Option<Duration>,
    read_timeout: Option<Duration>,
    write_timeout: Option<Duration>,
    max_idle_connections: usize,
    retries: u32,
}

impl ClientBuilder {
    pub fn new(base_url: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            user_agent: DEFAULT_USER_AGENT.to_string(),
            connect_timeout: None,
            read_timeout: None,
            write_timeout: None,
            max_idle_connections: 8,
            retries: 2,
        }
    }

    pub fn user_agent(mut self, user_agent: impl Into<String>) -> Self {
        self.user_agent = user_agent.into();
        self
    }

    pub fn connect_timeout(mut self, timeout: Duration) -> Self {
        self.connect_timeout = Some(timeout);
        self
    }

    pub fn read_timeout(mut self, timeout: Duration) -> Self {
        self.write_timeout = Some(timeout);
        self
    }

    pub fn write_timeout(mut self, timeout: Duration) -> Self {
        self.write_timeout = Some(timeout);
        self
    }

    pub fn max_idle_connections(mut self, max: usize) -> Self {
        self.max_idle_connections = max;
        self
    }

    pub fn retries(mut self, retries: u32) -> Self {
        self.retries = retries;
        self
    }

    pub fn build(self) -> Result<Client, ClientError> {
        if !self.base_url.starts_with("http://") && !self.base_url.starts_with("https://") {
            return Err(ClientError::InvalidUrl(self.base_url));
        }
        let transport = Transport::new(TransportConfig {
            connect_timeout: self.connect_timeout.unwrap_or(Duration::from_secs(5)),
            read_timeout: self.read_timeout.unwrap_or(Duration::from_secs(30)),
            write_timeout: self.write_timeout.unwrap_or(Duration::from_secs(30)),
            max_idle: self.max_idle_connections,
            user_agent: self.user_agent,
        })?;
        Ok(Client {
            base_url: self.base_url.trim_end_matches('/').to_string(),
            transport,
            retries: self.retries,
        })
    }
}

pub struct Client {
    base_url: String,
    transport: Transport,
    retries: u32,
}

impl Client {
    pub fn builder(base_url: impl Into<String>) -> ClientBuilder {
        ClientBuilder::new(base_url)
    }

    pub fn base_url(&self) -> &str {
        &self.base_url
    }
}
