// ... existing code ...

  double get grandTotal => expenses.fold(0, (sum, e) => sum + e.amountInBase);

  double get reimbursableTotal =>
      expenses.where((e) => e.reimbursable).fold(0, (sum, e) => sum + e.amountInBase);
}

extension ExpenseListX on List<Expense> {
  List<Expense> inCategory(ExpenseCategory category) =>
      where((e) => e.category == category).toList();

  List<Expense> get newestFirst => [...this]..sort((a, b) => b.date.compareTo(a.date));
}
