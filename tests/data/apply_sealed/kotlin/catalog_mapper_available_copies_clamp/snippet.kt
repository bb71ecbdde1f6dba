    fun availableCopies(book: Book, loans: List<Loan>): Int {
        val out = loans.count { it.book.id == book.id && it.status != LoanStatus.RETURNED }
        return (book.copies - out).coerceAtLeast(0)
    }
// ... existing code ...
