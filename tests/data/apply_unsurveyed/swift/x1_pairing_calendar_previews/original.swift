//
//  PairingCalendarView.swift
//  CrewLink
//
//  Shows a crew member's published pairings for the roster month.
//

import SwiftUI

struct CrewPairing: Identifiable, Hashable {
    let id: String
    let pairingCode: String
    let reportTime: Date
    let releaseTime: Date
    let legs: [String]
    let layoverStation: String?

    var dutyHours: Double {
        releaseTime.timeIntervalSince(reportTime) / 3600
    }
}

struct PairingCalendarView: View {
    let pairings: [CrewPairing]
    @State private var selected: CrewPairing?

    private var grouped: [(day: Date, items: [CrewPairing])] {
        let calendar = Calendar(identifier: .gregorian)
        let byDay = Dictionary(grouping: pairings) { calendar.startOfDay(for: $0.reportTime) }
        return byDay.keys.sorted().map { ($0, byDay[$0] ?? []) }
    }

    var body: some View {
        List {
            ForEach(grouped, id: \.day) { group in
                Section(header: Text(group.day, style: .date)) {
                    ForEach(group.items) { pairing in
                        PairingRow(pairing: pairing)
                            .contentShape(Rectangle())
                            .onTapGesture { selected = pairing }
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
        .sheet(item: $selected) { pairing in
            PairingDetailView(pairing: pairing)
        }
        .overlay {
            if pairings.isEmpty {
                Text("No pairings published for this month")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct PairingRow: View {
    let pairing: CrewPairing

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(pairing.pairingCode)
                    .font(.headline)
                Text(pairing.legs.joined(separator: " – "))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if let layover = pairing.layoverStation {
                Label(layover, systemImage: "bed.double")
                    .font(.caption)
            }
            Text(String(format: "%.1f h", pairing.dutyHours))
                .monospacedDigit()
        }
    }
}

struct PairingCalendarView_Previews: PreviewProvider {
    static var previews: some View {
        PairingCalendarView(pairings: CrewPairing.samples)
    }
}
