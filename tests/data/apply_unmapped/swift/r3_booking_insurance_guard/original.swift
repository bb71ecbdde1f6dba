import Foundation
import SwiftUI

enum PaymentMethod: String, CaseIterable {
    case insurance
    case selfPay
}

@MainActor
final class AppointmentViewModel: ObservableObject {
    @Published var selectedSlot: AppointmentSlot?
    @Published var selectedProvider: Provider?
    @Published var reason: String = ""
    @Published var payment: PaymentMethod = .insurance
    @Published var insuranceVerified = false
    @Published var isSaving = false
    @Published var errorMessage: String?
    @Published var confirmation: BookingConfirmation?

    private let api: BookingAPI
    private let patientID: String

    init(api: BookingAPI, patientID: String) {
        self.api = api
        self.patientID = patientID
    }

    func book() async {
        guard let slot = selectedSlot else {
            errorMessage = "Please choose a time."
            return
        }
        guard let provider = selectedProvider else {
            errorMessage = "Please choose a dentist or hygienist."
            return
        }
        guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
            errorMessage = "Please tell us the reason for your visit."
            return
        }

        isSaving = true
        defer { isSaving = false }
        do {
            let request = BookingRequest(patientID: patientID, slot: slot, providerID: provider.id, reason: reason)
            confirmation = try await api.book(request)
            errorMessage = nil
        } catch {
            errorMessage = "We couldn't book that time. Please try another."
        }
    }

    func reschedule(_ existing: BookingConfirmation) async {
        guard let slot = selectedSlot else {
            errorMessage = "Please choose a time."
            return
        }
        guard let provider = selectedProvider else {
            errorMessage = "Please choose a dentist or hygienist."
            return
        }

        isSaving = true
        defer { isSaving = false }
        do {
            confirmation = try await api.reschedule(existing.appointmentID, to: slot, providerID: provider.id)
            errorMessage = nil
        } catch {
            errorMessage = "We couldn't move your appointment. Please call the clinic."
        }
    }

    func cancel(_ existing: BookingConfirmation) async {
        isSaving = true
        defer { isSaving = false }
        do {
            try await api.cancel(existing.appointmentID)
            confirmation = nil
        } catch {
            errorMessage = "We couldn't cancel your appointment. Please call the clinic."
        }
    }
}
