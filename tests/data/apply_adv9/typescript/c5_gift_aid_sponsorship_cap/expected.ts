import { Donation, DonationKind } from "../models/donation";
import { Donor } from "../models/donor";
import { roundPence } from "../util/money";

export const GIFT_AID_RATE = 0.25;
export const SMALL_DONATIONS_CAP_PENCE = 3000;
export const SPONSORSHIP_CAP_PENCE = 50000;

export interface ClaimLine {
  donationId: string;
  donorId: string;
  amountPence: number;
  claimablePence: number;
  scheme: "standard" | "gasds" | "sponsorship";
}

function hasValidDeclaration(donor: Donor, donatedAt: Date): boolean {
  if (!donor.giftAidDeclaration) return false;
  const { signedAt, cancelledAt } = donor.giftAidDeclaration;
  if (signedAt > donatedAt) return false;
  return !cancelledAt || cancelledAt > donatedAt;
}

export function standardClaim(donation: Donation, donor: Donor): ClaimLine | null {
  if (!donor.isUkTaxpayer) return null;
  if (!hasValidDeclaration(donor, donation.receivedAt)) return null;
  const amount = donation.amountPence;
  if (amount <= 0) return null;
  return {
    donationId: donation.id,
    donorId: donor.id,
    amountPence: amount,
    claimablePence: roundPence(amount * GIFT_AID_RATE),
    scheme: "standard",
  };
}

export function smallDonationClaim(donation: Donation): ClaimLine | null {
  if (donation.kind !== DonationKind.Cash && donation.kind !== DonationKind.Contactless) return null;
  const amount = donation.amountPence;
  if (amount <= 0) return null;
  if (amount > SMALL_DONATIONS_CAP_PENCE) return null;
  return {
    donationId: donation.id,
    donorId: "anonymous",
    amountPence: amount,
    claimablePence: roundPence(amount * GIFT_AID_RATE),
    scheme: "gasds",
  };
}

export function sponsorshipClaim(donation: Donation, donor: Donor): ClaimLine | null {
  if (!donor.isUkTaxpayer) return null;
  if (!hasValidDeclaration(donor, donation.receivedAt)) return null;
  const amount = donation.amountPence;
  if (amount <= 0) return null;
  if (donation.benefitReceived) return null;
  return {
    donationId: donation.id,
    donorId: donor.id,
    amountPence: amount,
    claimablePence: roundPence(Math.min(amount, SPONSORSHIP_CAP_PENCE) * GIFT_AID_RATE),
    scheme: "sponsorship",
  };
}

export function buildClaimLines(donations: Donation[], donorsById: Map<string, Donor>): ClaimLine[] {
  const lines: ClaimLine[] = [];
  for (const donation of donations) {
    const donor = donation.donorId ? donorsById.get(donation.donorId) : undefined;
    let line: ClaimLine | null = null;
    if (donation.kind === DonationKind.Sponsorship && donor) {
      line = sponsorshipClaim(donation, donor);
    } else if (donor) {
      line = standardClaim(donation, donor);
    } else {
      line = smallDonationClaim(donation);
    }
    if (line) lines.push(line);
  }
  return lines;
}

export function totalClaimable(lines: ClaimLine[]): number {
  return lines.reduce((sum, line) => sum + line.claimablePence, 0);
}
