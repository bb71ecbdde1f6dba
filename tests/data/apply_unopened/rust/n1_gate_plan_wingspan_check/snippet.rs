// ... keep existing code

#[derive(Debug, Clone)]
pub struct Gate {
    pub code: String,
    pub terminal: Terminal,
    pub has_jet_bridge: bool,
    pub schengen: bool,
    pub max_wingspan_m: f32,
}

#[derive(Debug, Clone)]
pub struct Turnaround {
    // ... keep existing code
    pub needs_jet_bridge: bool,
    pub wingspan_m: f32,
}

// ... keep existing code

fn is_compatible(gate: &Gate, turn: &Turnaround) -> bool {
    if turn.needs_jet_bridge && !gate.has_jet_bridge {
        return false;
    }
    if turn.wingspan_m > gate.max_wingspan_m {
        return false;
    }
    gate.schengen == turn.schengen
}

// ... keep existing code
