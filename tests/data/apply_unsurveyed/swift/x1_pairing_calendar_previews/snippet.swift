// ... existing code ...

struct PairingCalendarView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PairingCalendarView(pairings: CrewPairing.samples)
            PairingCalendarView(pairings: CrewPairing.samples)
                .preferredColorScheme(.dark)
                .previewDisplayName("Night mode")
            PairingCalendarView(pairings: [])
                .previewDisplayName("Empty month")
        }
    }
}
