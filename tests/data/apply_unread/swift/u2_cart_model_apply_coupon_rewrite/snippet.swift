    func applyCoupon(_ code: String, now: Date = Date()) throws {
        let normalized = code.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        guard coupon?.code != normalized else {
            throw CouponError.alreadyApplied
        }
        guard let found = catalog.coupon(for: normalized) else {
            throw CouponError.unknownCode
        }
        if let expiresAt = found.expiresAt, expiresAt < now {
            throw CouponError.expired
        }
        coupon = found
    }
