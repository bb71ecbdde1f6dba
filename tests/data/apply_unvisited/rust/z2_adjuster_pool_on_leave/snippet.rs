// ... keep existing code
    pub licensed_for_catastrophe: bool,
    pub open_claims: u32,
    #[serde(default)]
    pub on_leave: bool,
}

// ... keep existing code
        let candidate = self
            .adjusters
            .iter_mut()
            .filter(|a| a.region == region && !a.on_leave)
// ... keep existing code

    pub fn set_on_leave(&mut self, adjuster_id: u64, on_leave: bool) -> Result<(), AssignmentError> {
        let adjuster = self
            .adjusters
            .iter_mut()
            .find(|a| a.id == adjuster_id)
            .ok_or(AssignmentError::UnknownAdjuster(adjuster_id))?;
        adjuster.on_leave = on_leave;
        Ok(())
    }

    pub fn workload(&self) -> BTreeMap<u64, u32> {
// ... keep existing code
