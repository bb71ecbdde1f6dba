import Foundation
import SwiftUI

struct Duty: Identifiable, Hashable {
    let id: UUID
    let pairingCode: String
    let report: Date
    let release: Date
    let sectors: [String]
}

protocol RosterAPI {
    func duties(staffNumber: String, month: Date) async throws -> [Duty]
    func acknowledge(staffNumber: String, pairingCode: String) async throws
}

@MainActor
final class RosterViewModel: ObservableObject {
    @Published private(set) var duties: [Duty] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let api: RosterAPI
    private let staffNumber: String

    init(api: RosterAPI, staffNumber: String) {
        self.api = api
        self.staffNumber = staffNumber
    }

    func load(month: Date) async {
        isLoading = true
        defer { isLoading = false }
        do {
            duties = try await api.duties(staffNumber: staffNumber, month: month)
                .sorted { $0.report < $1.report }
            errorMessage = nil
        } catch {
            errorMessage = "Couldn't load your roster. Pull to retry."
        }
    }

    func acknowledge(_ duty: Duty) async {
        do {
            try await api.acknowledge(staffNumber: staffNumber, pairingCode: duty.pairingCode)
        } catch {
            errorMessage = "Acknowledgement failed for \(duty.pairingCode)."
        }
    }
}

struct RosterListView: View {
    @StateObject var model: RosterViewModel

    private static let timeFormat: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "dd MMM HH:mm"
        f.timeZone = TimeZone(identifier: "UTC")
        return f
    }()

    var body: some View {
        List(model.duties) { duty in
            VStack(alignment: .leading, spacing: 4) {
                Text(duty.pairingCode).font(.headline)
                Text("\(Self.timeFormat.string(from: duty.report))Z – \(Self.timeFormat.string(from: duty.release))Z")
                    .font(.subheadline.monospacedDigit())
                Text(duty.sectors.joined(separator: " · "))
                    .foregroundStyle(.secondary)
            }
        }
        .overlay { if model.isLoading { ProgressView() } }
        .refreshable { await model.load(month: .now) }
        .task { await model.load(month: .now) }
    }
}
