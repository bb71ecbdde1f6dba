#[cfg(test)]
mod tests {
    // ... existing code ...

    #[test]
    fn pop_empty() {
        let mut s: BoundedStack<i32> = BoundedStack::new(1);
        assert_eq!(s.pop(), Err(StackError::Empty));
    }
}
