// ... existing code ...

// StudentHousingPolicy returns the policy for semester-based student leases.
func StudentHousingPolicy() LateFeePolicy {
	return LateFeePolicy{
		GraceDays:   7,
		// ... existing code ...
	}
}

// ... existing code ...
