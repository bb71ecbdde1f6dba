use std::collections::{HashMap, HashSet};

// ... existing code ...

    let mut summary = BoardingSummary::default();
    let mut per_kind: HashMap<TicketKind, u32> = HashMap::new();
    let mut seen: HashSet<&str> = HashSet::new();

    for (ticket_ref, scanned_at) in scans {
        if !seen.insert(ticket_ref.as_str()) {
            summary.rejected.push(BoardingError::AlreadyBoarded(ticket_ref.clone()));
            continue;
        }
        match check_ticket(manifest, ticket_ref, *scanned_at) {
            Ok(kind) => *per_kind.entry(kind).or_insert(0) += 1,
            Err(err) => summary.rejected.push(err),
        }
    }

// ... existing code ...
