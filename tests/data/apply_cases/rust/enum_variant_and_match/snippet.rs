// ... existing code ...

#[derive(Debug, PartialEq, Eq)]
pub enum StackError {
    Full,
    Empty,
    Poisoned,
}

impl fmt::Display for StackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StackError::Full => write!(f, "stack is full"),
            StackError::Empty => write!(f, "stack is empty"),
            StackError::Poisoned => write!(f, "stack is poisoned"),
        }
    }
}

// ... existing code ...
