import Foundation

struct Listing: Identifiable, Hashable {
    let id: UUID
    let title: String
    let neighborhood: String
    let monthlyRent: Decimal
    let bedrooms: Int
    let bathrooms: Double
    let availableOn: Date
    let allowsCats: Bool
    let allowsDogs: Bool
    let isFurnished: Bool
}

enum PetRequirement: String, CaseIterable {
    case none
    case cats
    case dogs
    case catsAndDogs
}

struct ListingFilter: Equatable {
    var maxRent: Decimal?
    var minBedrooms: Int = 0
    var minBathrooms: Double = 0
    var neighborhoods: Set<String> = []
    var moveInBy: Date?
    var pets: PetRequirement = .none
    var furnishedOnly = false

    var isEmpty: Bool {
        self == ListingFilter()
    }

    func matches(_ listing: Listing) -> Bool {
        if let maxRent, listing.monthlyRent > maxRent {
            return false
        }
        if listing.bedrooms < minBedrooms || listing.bathrooms < minBathrooms {
            return false
        }
        if !neighborhoods.isEmpty && !neighborhoods.contains(listing.neighborhood) {
            return false
        }
        if let moveInBy, listing.availableOn > moveInBy {
            return false
        }
        if furnishedOnly && !listing.isFurnished {
            return false
        }
        return true
    }

    func apply(to listings: [Listing]) -> [Listing] {
        listings
            .filter(matches)
            .sorted { $0.monthlyRent < $1.monthlyRent }
    }
}

extension ListingFilter {
    static let familyDefault = ListingFilter(minBedrooms: 3, minBathrooms: 2, pets: .dogs)
}
