import 'dart:convert';

import 'package:http/http.dart' as http;
import 'package:meta/meta.dart';

import '../models/rma.dart';
import '../models/return_label.dart';
import 'carrier_config.dart';

class LabelRequestException implements Exception {
  LabelRequestException(this.statusCode, this.body);

  final int statusCode;
  final String body;

  @override
  String toString() => 'LabelRequestException($statusCode): $body';
}

/// Talks to the carrier API to create and void prepaid return labels.
class ReturnLabelService {
  ReturnLabelService({
    required http.Client client,
    required CarrierConfig config,
  })  : _client = client,
        _config = config;

  final http.Client _client;
  final CarrierConfig _config;

  static const _maxPackageWeightKg = 30.0;

  Future<ReturnLabel> createLabel(Rma rma) async {
    final weight = estimatedWeightKg(rma);
    if (weight > _maxPackageWeightKg) {
      throw ArgumentError.value(weight, 'weight', 'exceeds carrier limit');
    }

    final response = await _client.post(
      _config.baseUri.resolve('/v2/labels'),
      headers: _headers(idempotencyKey: 'label-${rma.number}'),
      body: jsonEncode({
        'reference': rma.number,
        'from': rma.customerAddress.toJson(),
        'to': _config.warehouseAddress.toJson(),
        'weight_kg': weight,
        'service': _config.serviceLevel,
      }),
    );

    if (response.statusCode != 201) {
      throw LabelRequestException(response.statusCode, response.body);
    }
    return ReturnLabel.fromJson(jsonDecode(response.body) as Map<String, dynamic>);
  }

  Future<void> voidLabel(ReturnLabel label) async {
    final response = await _client.delete(
      _config.baseUri.resolve('/v2/labels/${label.id}'),
      headers: _headers(),
    );

    if (response.statusCode != 204) {
      throw LabelRequestException(response.statusCode, response.body);
    }
  }

  @visibleForTesting
  double estimatedWeightKg(Rma rma) {
    var total = 0.0;
    for (final line in rma.lines) {
      total += line.unitWeightKg * line.quantity;
    }
    // Packaging allowance agreed with the carrier.
    return total + 0.4;
  }

  Map<String, String> _headers({String? idempotencyKey}) => {
        'Authorization': 'Bearer ${_config.apiKey}',
        'Content-Type': 'application/json',
        if (idempotencyKey != null) 'Idempotency-Key': idempotencyKey,
      };
}
