import 'package:equatable/equatable.dart';

enum ExpenseCategory { transport, lodging, meals, entertainment, other }

class Expense extends Equatable {
  const Expense({
    required this.id,
    required this.description,
    required this.amount,
    required this.currency,
    required this.exchangeRate,
    required this.category,
    required this.date,
    this.reimbursable = true,
    this.receiptPath,
  });

  final String id;
  final String description;
  final double amount;
  final String currency;
  final double exchangeRate;
  final ExpenseCategory category;
  final DateTime date;
  final bool reimbursable;
  final String? receiptPath;

  double get amountInBase => amount * exchangeRate;

  bool get hasReceipt => receiptPath != null;

  Expense copyWith({
    String? description,
    double? amount,
    ExpenseCategory? category,
    bool? reimbursable,
    String? receiptPath,
  }) {
    return Expense(
      id: id,
      description: description ?? this.description,
      amount: amount ?? this.amount,
      currency: currency,
      exchangeRate: exchangeRate,
      category: category ?? this.category,
      date: date,
      reimbursable: reimbursable ?? this.reimbursable,
      receiptPath: receiptPath ?? this.receiptPath,
    );
  }

  factory Expense.fromJson(Map<String, dynamic> json) => Expense(
        id: json['id'] as String,
        description: json['description'] as String,
        amount: (json['amount'] as num).toDouble(),
        currency: json['currency'] as String,
        exchangeRate: (json['exchangeRate'] as num).toDouble(),
        category: ExpenseCategory.values.byName(json['category'] as String),
        date: DateTime.parse(json['date'] as String),
        reimbursable: json['reimbursable'] as bool? ?? true,
        receiptPath: json['receiptPath'] as String?,
      );

  @override
  List<Object?> get props =>
      [id, description, amount, currency, exchangeRate, category, date, reimbursable, receiptPath];
}

class TripReport {
  TripReport({required this.tripName, required this.baseCurrency, List<Expense>? expenses})
      : expenses = expenses ?? [];

  final String tripName;
  final String baseCurrency;
  final List<Expense> expenses;

  void add(Expense expense) => expenses.add(expense);

  Map<ExpenseCategory, double> totalsByCategory() {
    final totals = <ExpenseCategory, double>{};
    for (final e in expenses) {
      totals.update(e.category, (v) => v + e.amountInBase, ifAbsent: () => e.amountInBase);
    }
    return totals;
  }

  List<Expense> get missingReceipts => expenses.where((e) => !e.hasReceipt).toList();

  double get grandTotal => expenses.fold(0, (sum, e) => sum + e.amountInBase);
}
