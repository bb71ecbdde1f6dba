// ... existing code ...

impl TankKind {
    pub fn cip_cycle(&self) -> CipCycle {
        match self {
            // ... existing code ...
            TankKind::Brite => CipCycle {
                caustic_pct: 2.0,
                caustic_temp_c: 65.0, // brite tank gaskets are only rated to 65 °C
                caustic_minutes: 20,
                acid_minutes: 15,
                sanitize: true,
            },
            // ... existing code ...
        }
    }

    // ... existing code ...
}

// ... existing code ...
