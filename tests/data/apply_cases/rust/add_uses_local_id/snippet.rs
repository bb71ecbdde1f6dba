    pub fn add(&mut self, title: &str) -> u64 {
        self.next_id += 1;
        let id = self.next_id;
        let task = Task { id, title: title.to_string(), done: false, tags: Vec::new() };
        self.tasks.insert(id, task);
        id
    }
