    func book() async {
        // ... existing slot / provider / reason checks ...
        guard payment == .selfPay || insuranceVerified else {
            errorMessage = "Please verify your insurance or choose self-pay."
            return
        }

        isSaving = true
        // ... rest of book() unchanged ...
    }
