// ... existing code ...

export function sponsorshipClaim(donation: Donation, donor: Donor): ClaimLine | null {
  // ... existing code ...
  return {
    donationId: donation.id,
    donorId: donor.id,
    amountPence: amount,
    claimablePence: roundPence(Math.min(amount, SPONSORSHIP_CAP_PENCE) * GIFT_AID_RATE),
    scheme: "sponsorship",
  };
}

// ... existing code ...
