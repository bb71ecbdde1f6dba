    // ...

    private var subtitle: some View {
        Text(order.placedAt, format: .dateTime.day().month(.abbreviated).year())
            .font(.subheadline)
            .foregroundStyle(.secondary)
    }

    private var statusBadge: some View {
        Text(order.status.title)
        // ...
    }

    // ...
