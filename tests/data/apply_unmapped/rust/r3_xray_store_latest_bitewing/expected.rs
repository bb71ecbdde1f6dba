use std::collections::HashMap;
use std::fmt;

use chrono::{DateTime, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ImageId(pub u64);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Modality {
    Bitewing,
    Periapical,
    Panoramic,
    Cephalometric,
}

#[derive(Debug, Clone)]
pub struct XrayImage {
    pub id: ImageId,
    pub patient_id: u64,
    pub clinic_id: u32,
    pub modality: Modality,
    pub taken_at: DateTime<Utc>,
    pub storage_key: String,
}

#[derive(Debug, PartialEq, Eq)]
pub enum StoreError {
    NotFound(ImageId),
    Duplicate(ImageId),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::NotFound(id) => write!(f, "x-ray image {} not found", id.0),
            StoreError::Duplicate(id) => write!(f, "x-ray image {} already stored", id.0),
        }
    }
}

impl std::error::Error for StoreError {}

/// In-memory index of x-ray images, keyed by id. The imaging service keeps
/// one per clinic and rebuilds it from the PACS export on startup.
pub struct XrayStore {
    images: HashMap<ImageId, XrayImage>,
}

impl XrayStore {
    pub fn new() -> Self {
        Self { images: HashMap::new() }
    }

    pub fn insert(&mut self, image: XrayImage) -> Result<(), StoreError> {
        if self.images.contains_key(&image.id) {
            return Err(StoreError::Duplicate(image.id));
        }
        self.images.insert(image.id, image);
        Ok(())
    }

    pub fn get(&self, id: ImageId) -> Result<&XrayImage, StoreError> {
        self.images.get(&id).ok_or(StoreError::NotFound(id))
    }

    pub fn remove(&mut self, id: ImageId) -> Result<XrayImage, StoreError> {
        self.images.remove(&id).ok_or(StoreError::NotFound(id))
    }

    pub fn for_patient(&self, patient_id: u64) -> Vec<&XrayImage> {
        let mut found: Vec<&XrayImage> = self
            .images
            .values()
            .filter(|img| img.patient_id == patient_id)
            .collect();
        found.sort_by_key(|img| img.taken_at);
        found
    }

    pub fn len(&self) -> usize {
        self.images.len()
    }

    pub fn is_empty(&self) -> bool {
        self.images.is_empty()
    }

    /// Most recent bitewing for the patient; the recall exam uses it to decide
    /// whether new bitewings are due.
    pub fn latest_bitewing(&self, patient_id: u64) -> Option<&XrayImage> {
        self.images
            .values()
            .filter(|img| img.patient_id == patient_id && img.modality == Modality::Bitewing)
            .max_by_key(|img| img.taken_at)
    }
}

impl Default for XrayStore {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn image(id: u64, patient_id: u64, modality: Modality, day: u32) -> XrayImage {
        XrayImage {
            id: ImageId(id),
            patient_id,
            clinic_id: 7,
            modality,
            taken_at: Utc.with_ymd_and_hms(2024, 3, day, 9, 30, 0).unwrap(),
            storage_key: format!("clinic-7/{}.dcm", id),
        }
    }

    #[test]
    fn insert_rejects_duplicates() {
        let mut store = XrayStore::new();
        store.insert(image(1, 10, Modality::Bitewing, 1)).unwrap();
        let err = store.insert(image(1, 10, Modality::Bitewing, 1)).unwrap_err();
        assert_eq!(err, StoreError::Duplicate(ImageId(1)));
    }

    #[test]
    fn for_patient_is_sorted_by_date() {
        let mut store = XrayStore::new();
        store.insert(image(1, 10, Modality::Panoramic, 20)).unwrap();
        store.insert(image(2, 10, Modality::Bitewing, 5)).unwrap();
        store.insert(image(3, 11, Modality::Bitewing, 6)).unwrap();
        let ids: Vec<u64> = store.for_patient(10).iter().map(|img| img.id.0).collect();
        assert_eq!(ids, vec![2, 1]);
    }
}
