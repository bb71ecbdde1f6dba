// ... imports and BarrelSample unchanged ...

enum SampleFlag: String, Codable, CaseIterable {
    case lowSO2 = "Low free SO2"
    case highVA = "High volatile acidity"
    case mlIncomplete = "Malolactic incomplete"
    case brettSuspected = "Brett character noted"
}

struct SampleReviewPolicy {
    // ... thresholds as before ...

    func flags(for sample: BarrelSample) -> [SampleFlag] {
        var result: [SampleFlag] = []
        // ... SO2, VA and malic checks unchanged ...
        let note = sample.tastingNote.lowercased()
        if ["brett", "barnyard", "band-aid", "mousy"].contains(where: { note.contains($0) }) {
            result.append(.brettSuspected)
        }
        return result
    }
}

// ... BarrelSampleLog unchanged ...
