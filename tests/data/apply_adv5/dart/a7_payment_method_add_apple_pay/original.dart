import 'package:flutter/foundation.dart';

import 'flows/bank_transfer_flow.dart';
import 'flows/card_flow.dart';
import 'flows/cash_on_delivery_flow.dart';
import 'flows/checkout_context.dart';
import 'flows/checkout_flow.dart';
import 'flows/paypal_flow.dart';

enum PaymentMethod {
  card('card', 'Credit or debit card'),
  paypal('paypal', 'PayPal'),
  bankTransfer('bank_transfer', 'Bank transfer'),
  cashOnDelivery('cod', 'Cash on delivery');

  const PaymentMethod(this.code, this.label);

  final String code;
  final String label;

  static PaymentMethod fromCode(String code) {
    for (final method in values) {
      if (method.code == code) {
        return method;
      }
    }
    throw ArgumentError.value(code, 'code', 'unknown payment method');
  }
}

List<PaymentMethod> availableIn(String country, {bool cashAllowed = false}) {
  final methods = <PaymentMethod>[PaymentMethod.card, PaymentMethod.paypal];
  if (country == 'DE' || country == 'AT' || country == 'NL') {
    methods.add(PaymentMethod.bankTransfer);
  }
  if (cashAllowed) {
    methods.add(PaymentMethod.cashOnDelivery);
  }
  return methods;
}

bool requiresRedirect(PaymentMethod method) {
  switch (method) {
    case PaymentMethod.paypal:
      return true;
    default:
      return false;
  }
}

CheckoutFlow flowFor(PaymentMethod method, CheckoutContext context) {
  switch (method) {
    case PaymentMethod.card:
      return CardFlow(context);
    case PaymentMethod.paypal:
      return PayPalFlow(context);
    case PaymentMethod.bankTransfer:
      return BankTransferFlow(context);
    case PaymentMethod.cashOnDelivery:
      return CashOnDeliveryFlow(context);
  }
}

@visibleForTesting
String debugDescribe(PaymentMethod method) =>
    '${method.label} (${method.code})${requiresRedirect(method) ? ' [redirect]' : ''}';
