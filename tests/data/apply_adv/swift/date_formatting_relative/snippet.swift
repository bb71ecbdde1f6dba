enum DateFormatters {
    // ...

    static let dateTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    static let relative: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        return formatter
    }()
}

extension Date {
    // ...

    var timeOnly: String {
        DateFormatters.time.string(from: self)
    }

    var relativeString: String {
        DateFormatters.relative.localizedString(for: self, relativeTo: Date())
    }

    // ...
}

// ...
