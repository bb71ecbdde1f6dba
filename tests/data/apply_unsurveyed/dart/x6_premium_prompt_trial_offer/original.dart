import 'package:meta/meta.dart';

enum PromptKind { none, registerWall, meterNudge, hardPaywall }

@immutable
class PaywallPrompt {
  const PaywallPrompt({
    required this.kind,
    this.headline = '',
    this.cta = '',
    this.showTrialOffer = false,
  });

  final PromptKind kind;
  final String headline;
  final String cta;
  final bool showTrialOffer;

  static const hidden = PaywallPrompt(kind: PromptKind.none);

  PaywallPrompt copyWith({String? headline, String? cta, bool? showTrialOffer}) {
    return PaywallPrompt(
      kind: kind,
      headline: headline ?? this.headline,
      cta: cta ?? this.cta,
      showTrialOffer: showTrialOffer ?? this.showTrialOffer,
    );
  }
}

class PaywallPromptBuilder {
  PaywallPromptBuilder({required this.trialEligibleCountries});

  final Set<String> trialEligibleCountries;

  PaywallPrompt forMeteredArticle({required int remaining, required bool isRegistered}) {
    if (remaining > 2) {
      return PaywallPrompt.hidden;
    }
    if (remaining > 0) {
      final prompt = PaywallPrompt(
        kind: PromptKind.meterNudge,
        headline: remaining == 1 ? 'This is your last free article' : 'You have $remaining free articles left',
        cta: 'Subscribe',
      );
      return prompt;
    }
    final prompt = PaywallPrompt(
      kind: isRegistered ? PromptKind.hardPaywall : PromptKind.registerWall,
      headline: isRegistered ? 'You have reached your limit' : 'Register to keep reading',
      cta: isRegistered ? 'Subscribe' : 'Create a free account',
    );
    return prompt;
  }

  PaywallPrompt forPremiumArticle({required String countryCode, required bool hadTrialBefore}) {
    final prompt = PaywallPrompt(
      kind: PromptKind.hardPaywall,
      headline: 'This article is for subscribers',
      cta: 'See subscription options',
    );
    return prompt;
  }

  PaywallPrompt forNewsletterLanding({required String listId}) {
    final prompt = PaywallPrompt(
      kind: PromptKind.meterNudge,
      headline: 'Enjoying the $listId newsletter?',
      cta: 'Get unlimited access',
    );
    return prompt;
  }
}
