use std::fmt;

/// A bounded stack that refuses pushes past its capacity.
#[derive(Debug, Clone)]
pub struct BoundedStack<T> {
    items: Vec<T>,
    capacity: usize,
}

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

impl<T> BoundedStack<T> {
    pub fn new(capacity: usize) -> Self {
        Self { items: Vec::with_capacity(capacity), capacity }
    }

    pub fn push(&mut self, item: T) -> Result<(), StackError> {
        if self.items.len() >= self.capacity {
            return Err(StackError::Full);
        }
        self.items.push(item);
        Ok(())
    }

    pub fn pop(&mut self) -> Result<T, StackError> {
        self.items.pop().ok_or(StackError::Empty)
    }

    pub fn peek(&self) -> Option<&T> {
        self.items.last()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_then_pop() {
        let mut s = BoundedStack::new(2);
        s.push(1).unwrap();
        assert_eq!(s.pop(), Ok(1));
    }

    #[test]
    fn push_past_capacity() {
        let mut s = BoundedStack::new(1);
        s.push(1).unwrap();
        assert_eq!(s.push(2), Err(StackError::Full));
    }
}
