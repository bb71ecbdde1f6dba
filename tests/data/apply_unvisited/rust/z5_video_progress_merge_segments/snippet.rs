// ... existing code ...

pub fn merge_watched_segments(segments: &[Segment]) -> Vec<Segment> {
    // ... existing code ...
    for seg in sorted {
        match merged.last_mut() {
            // Treat gaps of up to a second as continuous playback (player heartbeat jitter).
            Some(last) if seg.start <= last.end.saturating_add(1) => {
                last.end = last.end.max(seg.end);
            }
            _ => merged.push(seg),
        }
    }
    // ... existing code ...
}

// ... existing code ...
