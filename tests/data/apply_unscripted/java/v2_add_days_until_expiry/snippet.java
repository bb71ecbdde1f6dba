public class BloodUnit {

    // ... existing code ...

    public long daysUntilExpiry(LocalDate today) {
        return expiryDate.toEpochDay() - today.toEpochDay();
    }
}
