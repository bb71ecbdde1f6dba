use std::collections::HashMap;

use serde::{Deserialize, Serialize};

/// A contiguous range of a lesson video the learner actually played, in seconds.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Segment {
    pub start: u32,
    pub end: u32,
}

#[derive(Debug, Default)]
pub struct LessonProgress {
    pub duration: u32,
    pub segments: Vec<Segment>,
}

impl LessonProgress {
    pub fn new(duration: u32) -> Self {
        Self { duration, segments: Vec::new() }
    }

    pub fn record(&mut self, segment: Segment) {
        if segment.end <= segment.start {
            return;
        }
        let clamped = Segment {
            start: segment.start.min(self.duration),
            end: segment.end.min(self.duration),
        };
        self.segments.push(clamped);
        self.segments = merge_watched_segments(&self.segments);
    }

    pub fn watched_seconds(&self) -> u32 {
        self.segments.iter().map(|s| s.end - s.start).sum()
    }

    pub fn percent_watched(&self) -> u8 {
        if self.duration == 0 {
            return 0;
        }
        ((self.watched_seconds() as u64 * 100) / self.duration as u64) as u8
    }

    pub fn is_complete(&self, threshold_percent: u8) -> bool {
        self.percent_watched() >= threshold_percent
    }
}

pub fn merge_watched_segments(segments: &[Segment]) -> Vec<Segment> {
    let mut sorted: Vec<Segment> = segments.to_vec();
    sorted.sort_by_key(|s| s.start);

    let mut merged: Vec<Segment> = Vec::with_capacity(sorted.len());
    for seg in sorted {
        match merged.last_mut() {
            Some(last) if seg.start <= last.end => {
                last.end = last.end.max(seg.end);
            }
            _ => merged.push(seg),
        }
    }
    merged
}

pub fn course_completion(progress: &HashMap<String, LessonProgress>, threshold_percent: u8) -> f64 {
    if progress.is_empty() {
        return 0.0;
    }
    let done = progress.values().filter(|p| p.is_complete(threshold_percent)).count();
    done as f64 / progress.len() as f64
}
