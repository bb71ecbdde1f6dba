import SwiftUI

struct OfflineBanner: View {
    let isOffline: Bool
    var message: String = "You're offline"
    var onRetry: (() -> Void)? = nil

    var body: some View {
        if isOffline {
            HStack(spacing: 8) {
                Image(systemName: "wifi.slash")
                    .font(.subheadline.weight(.semibold))
                Text(message)
                    .font(.subheadline)
                    .lineLimit(2)
                Spacer()
                if let onRetry {
                    Button("Retry", action: onRetry)
                        .font(.subheadline.weight(.semibold))
                        .buttonStyle(.borderless)
                        .tint(.white)
                }
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Color.orange)
            .transition(.move(edge: .top).combined(with: .opacity))
            .accessibilityElement(children: .contain)
            .accessibilityLabel(Text(message))
        }
    }
}

extension View {
    func offlineBanner(
        _ isOffline: Bool,
        message: String = "You're offline",
        onRetry: (() -> Void)? = nil
    ) -> some View {
        VStack(spacing: 0) {
            OfflineBanner(isOffline: isOffline, message: message, onRetry: onRetry)
            self
        }
        .animation(.easeInOut(duration: 0.25), value: isOffline)
    }
}

#Preview {
    VStack(spacing: 0) {
        OfflineBanner(isOffline: true)
        OfflineBanner(isOffline: true, message: "Changes will sync when you reconnect") {}
        Spacer()
    }
}
