// ... existing code ...

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
        switch pets {
        case .none:
            break
        case .cats:
            if !listing.allowsCats { return false }
        case .dogs:
            if !listing.allowsDogs { return false }
        case .catsAndDogs:
            if !(listing.allowsCats && listing.allowsDogs) { return false }
        }
        if furnishedOnly && !listing.isFurnished {
            return false
        }
        return true
    }

// ... existing code ...
