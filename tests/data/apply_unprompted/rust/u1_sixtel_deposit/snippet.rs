// ... existing code ...

    /// Deposit charged to an account per shell, in cents.
    pub fn deposit_cents(self) -> u32 {
        match self {
            KegSize::HalfBarrel => 3000,
            KegSize::QuarterBarrel => 3000,
            KegSize::Sixtel => 5000,
            KegSize::Euro50 => 3000,
        }
    }

// ... existing code ...
