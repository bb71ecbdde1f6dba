use std::collections::{BTreeMap, HashMap};

// ... existing code ...

/// Groups due recalls by the Monday of the week they fall in, for the postcard run.
/// A BTreeMap keeps the weeks in date order, so postcards print oldest week first.
pub fn group_by_week(due: &[RecallDue]) -> BTreeMap<NaiveDate, Vec<&RecallDue>> {
    let mut weeks: BTreeMap<NaiveDate, Vec<&RecallDue>> = BTreeMap::new();
    // ... existing code ...
}
