impl Config {
    // ... existing code ...

    pub fn bind_addr(&self) -> std::net::SocketAddr {
        std::net::SocketAddr::new(self.host, self.port)
    }
}
