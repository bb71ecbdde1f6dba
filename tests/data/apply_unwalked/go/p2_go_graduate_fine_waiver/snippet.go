// ... existing code ...

// GraduateFine returns the fine in cents for a graduate student loan.
func GraduateFine(l Loan) int {
	days := overdueDays(l)
	if days <= 2 {
		return 0
	}
	// ... existing code ...
}

// ... existing code ...
