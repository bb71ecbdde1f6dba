// ... existing code ...

function toTonnes(weightKg: number): number {
  return Math.round((weightKg / 1000) * 100) / 100;
}

// ... removed toBushels() — the summary shows tonnes only now ...

interface HarvestLogFormProps {
// ... existing code ...

      <p className="harvest-form__summary">
        {toTonnes(draft.netWeightKg)} t
        {/* ... removed the " · " separator and bushel figure ... */}
      </p>
      {/* ... existing code ... */}
