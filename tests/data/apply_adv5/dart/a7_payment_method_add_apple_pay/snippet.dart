import 'package:flutter/foundation.dart';

import 'flows/apple_pay_flow.dart';
import 'flows/bank_transfer_flow.dart';
// ... other imports ...

enum PaymentMethod {
  card('card', 'Credit or debit card'),
  paypal('paypal', 'PayPal'),
  applePay('apple_pay', 'Apple Pay'),
  bankTransfer('bank_transfer', 'Bank transfer'),
  cashOnDelivery('cod', 'Cash on delivery');

  // ... existing code ...
}

// ... existing code ...

CheckoutFlow flowFor(PaymentMethod method, CheckoutContext context) {
  switch (method) {
    case PaymentMethod.card:
      return CardFlow(context);
    case PaymentMethod.paypal:
      return PayPalFlow(context);
    case PaymentMethod.applePay:
      return ApplePayFlow(context);
    // ... existing code ...
  }
}
