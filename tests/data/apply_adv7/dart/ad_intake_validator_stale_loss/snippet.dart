// …
    } else if (draft.lossDate!.isAfter(now)) {
      errors.add(const IntakeValidationError('lossDate', 'Date of loss cannot be in the future'));
    } else if (now.difference(draft.lossDate!).inDays > 730) {
      errors.add(const IntakeValidationError('lossDate', 'Date of loss is more than two years ago'));
    }
    return errors;
  }
// …

  Future<List<IntakeValidationError>> _validatePolicy(ClaimDraft draft) async {
    // [unchanged]
    if (policy == null) {
      errors.add(IntakeValidationError('policyNumber', 'No policy found with number ${draft.policyNumber}'));
      return errors;
    }
    // [unchanged]
  }
}
