import 'package:intl/intl.dart';

import 'claim_draft.dart';
import 'policy_repository.dart';

class IntakeValidationError {
  const IntakeValidationError(this.field, this.message);

  final String field;
  final String message;

  @override
  String toString() => '$field: $message';
}

class ClaimIntakeValidator {
  ClaimIntakeValidator(this._policies, {DateTime Function()? clock})
      : _clock = clock ?? DateTime.now;

  final PolicyRepository _policies;
  final DateTime Function() _clock;
  final _dateFormat = DateFormat.yMMMd();

  Future<List<IntakeValidationError>> validate(ClaimDraft draft) async {
    final errors = <IntakeValidationError>[];
    errors.addAll(_validateDates(draft));
    errors.addAll(_validateContact(draft));
    errors.addAll(await _validatePolicy(draft));
    return errors;
  }

  List<IntakeValidationError> _validateDates(ClaimDraft draft) {
    final errors = <IntakeValidationError>[];
    final now = _clock();
    if (draft.lossDate == null) {
      errors.add(const IntakeValidationError('lossDate', 'Date of loss is required'));
    } else if (draft.lossDate!.isAfter(now)) {
      errors.add(const IntakeValidationError('lossDate', 'Date of loss cannot be in the future'));
    } else if (now.difference(draft.lossDate!).inDays > 730) {
      errors.add(const IntakeValidationError('lossDate', 'Date of loss is more than two years ago'));
    }
    return errors;
  }

  List<IntakeValidationError> _validateContact(ClaimDraft draft) {
    final errors = <IntakeValidationError>[];
    if (draft.claimantPhone == null && draft.claimantEmail == null) {
      errors.add(const IntakeValidationError('contact', 'A phone number or email is required'));
    }
    if (draft.claimantEmail != null && !draft.claimantEmail!.contains('@')) {
      errors.add(const IntakeValidationError('claimantEmail', 'Email address looks invalid'));
    }
    return errors;
  }

  Future<List<IntakeValidationError>> _validatePolicy(ClaimDraft draft) async {
    final errors = <IntakeValidationError>[];
    final policy = await _policies.findByNumber(draft.policyNumber);
    if (policy == null) {
      errors.add(IntakeValidationError('policyNumber', 'No policy found with number ${draft.policyNumber}'));
      return errors;
    }
    final lossDate = draft.lossDate;
    if (lossDate != null &&
        (lossDate.isBefore(policy.effectiveFrom) || lossDate.isAfter(policy.effectiveTo))) {
      final from = _dateFormat.format(policy.effectiveFrom);
      final to = _dateFormat.format(policy.effectiveTo);
      errors.add(IntakeValidationError('lossDate', 'Loss date is outside the policy period ($from to $to)'));
    }
    return errors;
  }
}
