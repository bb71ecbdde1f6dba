use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Info,
    Warning,
    Critical,
}

#[derive(Debug, Clone)]
pub enum Event {
    DiskUsage { mount: String, percent: u8 },
    HighLatency { service: String, p99: Duration },
    ProcessRestarted { name: String, restarts: u32 },
    CertificateExpiring { domain: String, days_left: i64 },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Log,
    Chat,
    Pager,
}

impl Event {
    pub fn severity(&self) -> Severity {
        match self {
            Event::DiskUsage { percent, .. } if *percent >= 95 => Severity::Critical,
            Event::DiskUsage { percent, .. } if *percent >= 85 => Severity::Warning,
            Event::DiskUsage { .. } => Severity::Info,
            Event::HighLatency { p99, .. } if *p99 > Duration::from_secs(2) => Severity::Critical,
            Event::HighLatency { .. } => Severity::Warning,
            Event::ProcessRestarted { restarts, .. } if *restarts > 3 => Severity::Warning,
            Event::ProcessRestarted { .. } => Severity::Info,
            Event::CertificateExpiring { days_left, .. } if *days_left <= 3 => Severity::Critical,
            Event::CertificateExpiring { .. } => Severity::Warning,
        }
    }

    pub fn channel(&self) -> Channel {
        match self.severity() {
            Severity::Info => Channel::Log,
            Severity::Warning => Channel::Chat,
            Severity::Critical => Channel::Pager,
        }
    }

    pub fn summary(&self) -> String {
        match self {
            Event::DiskUsage { mount, percent } => {
                format!("disk {mount} is {percent}% full")
            }
            Event::HighLatency { service, p99 } => {
                format!("{service} p99 latency is {}ms", p99.as_millis())
            }
            Event::ProcessRestarted { name, restarts } => {
                format!("{name} restarted {restarts} times")
            }
            Event::CertificateExpiring { domain, days_left } => {
                format!("certificate for {domain} expires in {days_left} days")
            }
        }
    }

    pub fn dedup_key(&self) -> String {
        match self {
            Event::DiskUsage { mount, .. } => format!("disk:{mount}"),
            Event::HighLatency { service, .. } => format!("latency:{service}"),
            Event::ProcessRestarted { name, .. } => format!("restart:{name}"),
            Event::CertificateExpiring { domain, .. } => format!("cert:{domain}"),
        }
    }
}

pub fn worst(events: &[Event]) -> Option<Severity> {
    events.iter().map(Event::severity).max()
}
