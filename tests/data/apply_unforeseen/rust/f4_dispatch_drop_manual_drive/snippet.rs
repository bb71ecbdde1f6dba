// ... existing code ...
    Replenish { slot_code: String, sku: String },
    Park { zone: String },
}

// ... existing code ...
        TaskKind::Replenish { .. } => Priority::Low,
        TaskKind::Park { .. } => Priority::Low,
    }
}

// ... existing code ...
        TaskKind::Replenish { slot_code, .. } => format!("replenish {slot_code}"),
        TaskKind::Park { zone } => format!("park in {zone}"),
    }
}

// ... existing code ...
