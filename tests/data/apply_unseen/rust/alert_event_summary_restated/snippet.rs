impl Event {
    // ... existing code ...

    pub fn summary(&self) -> String {
        let text = match self {
            Event::DiskUsage { mount, percent } => {
                format!("disk {mount} is {percent}% full")
            }
            Event::HighLatency { service, p99 } => {
                format!("{service} p99 latency is {}ms", p99.as_millis())
            }
            Event::ProcessRestarted { name, restarts } if *restarts == 1 => {
                format!("{name} restarted once")
            }
            Event::ProcessRestarted { name, restarts } => {
                format!("{name} restarted {restarts} times")
            }
            Event::CertificateExpiring { domain, days_left } if *days_left < 0 => {
                format!("certificate for {domain} expired {} days ago", -days_left)
            }
            Event::CertificateExpiring { domain, days_left } => {
                format!("certificate for {domain} expires in {days_left} days")
            }
        };
        format!("[{:?}] {text}", self.severity())
    }

    // ... existing code ...
}
