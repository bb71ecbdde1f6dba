use serde::{Deserialize, Serialize};
use std::collections::HashMap;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Task {
    pub id: u64,
    pub title: String,
    pub done: bool,
    pub tags: Vec<String>,
}

#[derive(Debug, Default)]
pub struct TaskList {
    tasks: HashMap<u64, Task>,
    next_id: u64,
}

impl TaskList {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, title: &str) -> u64 {
        self.next_id += 1;
        let task = Task { id: self.next_id, title: title.to_string(), done: false, tags: Vec::new() };
        self.tasks.insert(task.id, task);
        self.next_id
    }

    pub fn complete(&mut self, id: u64) -> bool {
        match self.tasks.get_mut(&id) {
            Some(task) => {
                task.done = true;
                true
            }
            None => false,
        }
    }

    pub fn pending(&self) -> impl Iterator<Item = &Task> {
        self.tasks.values().filter(|t| !t.done)
    }
}
