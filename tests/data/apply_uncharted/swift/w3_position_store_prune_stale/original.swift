import CoreLocation
import Foundation

struct VesselPosition: Codable, Equatable {
    let mmsi: Int
    let coordinate: Coordinate
    let speedOverGround: Double
    let courseOverGround: Double
    let heading: Int?
    let navigationStatus: NavigationStatus
    let receivedAt: Date

    struct Coordinate: Codable, Equatable {
        let latitude: Double
        let longitude: Double
    }
}

enum NavigationStatus: Int, Codable {
    case underWayUsingEngine = 0
    case atAnchor = 1
    case notUnderCommand = 2
    case restrictedManoeuvrability = 3
    case moored = 5
    case aground = 6
    case underWaySailing = 8
    case undefined = 15
}

actor VesselPositionStore {
    private var latest: [Int: VesselPosition] = [:]
    private var history: [Int: [VesselPosition]] = [:]
    private let maxHistoryPerVessel: Int

    init(maxHistoryPerVessel: Int = 500) {
        self.maxHistoryPerVessel = maxHistoryPerVessel
    }

    func ingest(_ position: VesselPosition) {
        if let current = latest[position.mmsi], current.receivedAt >= position.receivedAt {
            return
        }
        latest[position.mmsi] = position
        var track = history[position.mmsi, default: []]
        track.append(position)
        if track.count > maxHistoryPerVessel {
            track.removeFirst(track.count - maxHistoryPerVessel)
        }
        history[position.mmsi] = track
    }

    func position(for mmsi: Int) -> VesselPosition? {
        latest[mmsi]
    }

    func track(for mmsi: Int, since: Date) -> [VesselPosition] {
        (history[mmsi] ?? []).filter { $0.receivedAt >= since }
    }

    func vesselCount() -> Int {
        latest.count
    }
}

extension VesselPositionStore {
    func vessels(within radiusMeters: Double, of center: CLLocation) -> [VesselPosition] {
        latest.values.filter { position in
            let location = CLLocation(
                latitude: position.coordinate.latitude,
                longitude: position.coordinate.longitude
            )
            return location.distance(from: center) <= radiusMeters
        }
    }

    func mooredVessels() -> [VesselPosition] {
        latest.values.filter { $0.navigationStatus == .moored }
    }
}
