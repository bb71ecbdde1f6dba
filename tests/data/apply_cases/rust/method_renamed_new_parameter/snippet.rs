impl TaskList {
    // ... existing code ...

    pub fn set_done(&mut self, id: u64, done: bool) -> bool {
        match self.tasks.get_mut(&id) {
            Some(task) => {
                task.done = done;
                true
            }
            None => false,
        }
    }

    // ... existing code ...
}
