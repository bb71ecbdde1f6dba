    pub fn is_retryable(self) -> bool {
        match self {
            // ... existing code ...
            StatusCode::Conflict => false,
            StatusCode::TooManyRequests => true,
            // ... existing code ...
        }
    }
