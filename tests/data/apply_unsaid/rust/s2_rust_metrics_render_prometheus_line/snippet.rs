    pub fn render(&self) -> String {
        let value = self.value.load(Ordering::Relaxed);
        format!("# HELP {} {}\n# TYPE {} counter\n{}_total {}\n", self.name, self.help, self.name, self.name, value)
    }
}

// ... existing code ...
