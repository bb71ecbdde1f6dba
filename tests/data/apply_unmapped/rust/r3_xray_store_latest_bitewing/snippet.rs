impl XrayStore {
    // ... existing code ...

    /// Most recent bitewing for the patient; the recall exam uses it to decide
    /// whether new bitewings are due.
    pub fn latest_bitewing(&self, patient_id: u64) -> Option<&XrayImage> {
        self.images
            .values()
            .filter(|img| img.patient_id == patient_id && img.modality == Modality::Bitewing)
            .max_by_key(|img| img.taken_at)
    }
}
