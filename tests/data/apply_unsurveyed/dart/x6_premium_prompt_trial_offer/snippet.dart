// ... existing code ...

  PaywallPrompt forPremiumArticle({required String countryCode, required bool hadTrialBefore}) {
    // ... existing code ...
    return prompt.copyWith(
      showTrialOffer: trialEligibleCountries.contains(countryCode) && !hadTrialBefore,
    );
  }

// ... existing code ...
