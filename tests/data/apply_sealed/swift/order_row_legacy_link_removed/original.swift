import SwiftUI

struct OrderRow: View {
    let order: Order
    var onReorder: (() -> Void)?

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            thumbnail
            VStack(alignment: .leading, spacing: 4) {
                title
                subtitle
                statusBadge
            }
            Spacer(minLength: 8)
            priceColumn
        }
        .padding(.vertical, 8)
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
        .swipeActions(edge: .trailing) {
            if let onReorder {
                Button("Reorder", systemImage: "arrow.clockwise", action: onReorder)
                    .tint(.accentColor)
            }
        }
    }

    private var thumbnail: some View {
        AsyncImage(url: order.items.first?.imageURL) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Color.secondary.opacity(0.15)
        }
        .frame(width: 56, height: 56)
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }

    private var title: some View {
        Text(order.items.count == 1 ? order.items[0].name : "\(order.items.count) items")
            .font(.headline)
            .lineLimit(1)
    }

    private var subtitle: some View {
        Text(order.placedAt, format: .dateTime.day().month(.abbreviated).year())
            .font(.subheadline)
            .foregroundStyle(.secondary)
    }

    private var legacyTrackingLink: some View {
        Link("Track (old site)", destination: URL(string: "https://track.example.com/?id=\(order.number)")!)
            .font(.caption)
            .foregroundStyle(.tint)
    }

    private var statusBadge: some View {
        Text(order.status.title)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 8)
            .padding(.vertical, 2)
            .background(order.status.color.opacity(0.15), in: Capsule())
            .foregroundStyle(order.status.color)
    }

    private var priceColumn: some View {
        VStack(alignment: .trailing, spacing: 4) {
            Text(order.total, format: .currency(code: order.currencyCode))
                .font(.body.monospacedDigit())
            Text("#\(order.number)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    List {
        OrderRow(order: .sample, onReorder: {})
        OrderRow(order: .sampleMultiItem)
    }
}
