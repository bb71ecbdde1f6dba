// ... existing code ...

function rankDeltaLabel(delta: number): string {
  // ... existing code ...
}

// ... removed legacyTierLabel() – tier names come from the API since season 7 ...

function tierColor(tier: Tier): string {
  return TIER_COLORS[tier] ?? "#718096";
}

// ... existing code ...
            <td style={{ color: tierColor(entry.tier) }}>
              {entry.tierName}
            </td>
// ... existing code ...
