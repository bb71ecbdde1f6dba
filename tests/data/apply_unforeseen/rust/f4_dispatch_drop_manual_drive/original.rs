//! Robot task dispatch: turns released pick lists and charge requests into
//! tasks the fleet controller can assign.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Priority {
    Low = 0,
    Normal = 1,
    Expedite = 2,
    Safety = 3,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TaskKind {
    Pick { pick_list_id: String, tote_id: String },
    Charge { dock_id: u16 },
    Replenish { slot_code: String, sku: String },
    ManualDrive { operator: String },
    Park { zone: String },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Task {
    pub id: u64,
    pub kind: TaskKind,
    pub priority: Priority,
    pub created_seq: u64,
}

impl Ord for Task {
    fn cmp(&self, other: &Self) -> Ordering {
        self.priority
            .cmp(&other.priority)
            .then_with(|| other.created_seq.cmp(&self.created_seq))
    }
}

impl PartialOrd for Task {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

pub fn default_priority(kind: &TaskKind) -> Priority {
    match kind {
        TaskKind::Pick { .. } => Priority::Normal,
        TaskKind::Charge { .. } => Priority::Expedite,
        TaskKind::Replenish { .. } => Priority::Low,
        TaskKind::ManualDrive { .. } => Priority::Safety,
        TaskKind::Park { .. } => Priority::Low,
    }
}

pub fn label(kind: &TaskKind) -> String {
    match kind {
        TaskKind::Pick { pick_list_id, .. } => format!("pick {pick_list_id}"),
        TaskKind::Charge { dock_id } => format!("charge @ dock {dock_id}"),
        TaskKind::Replenish { slot_code, .. } => format!("replenish {slot_code}"),
        TaskKind::ManualDrive { operator } => format!("manual ({operator})"),
        TaskKind::Park { zone } => format!("park in {zone}"),
    }
}

#[derive(Debug, Default)]
pub struct TaskQueue {
    heap: BinaryHeap<Task>,
    next_id: u64,
    seq: u64,
}

impl TaskQueue {
    pub fn push(&mut self, kind: TaskKind) -> u64 {
        let priority = default_priority(&kind);
        self.push_with_priority(kind, priority)
    }

    pub fn push_with_priority(&mut self, kind: TaskKind, priority: Priority) -> u64 {
        self.next_id += 1;
        self.seq += 1;
        self.heap.push(Task {
            id: self.next_id,
            kind,
            priority,
            created_seq: self.seq,
        });
        self.next_id
    }

    pub fn pop(&mut self) -> Option<Task> {
        self.heap.pop()
    }

    pub fn len(&self) -> usize {
        self.heap.len()
    }

    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }
}
