// ... existing code ...

export function BathroomsFilter({ filters, onChange }: FilterProps) {
  // ... existing code ...
}

export function ParkingFilter({ filters, onChange }: FilterProps) {
  return (
    <label className="filter filter--checkbox">
      <input
        type="checkbox"
        checked={filters.hasParking ?? false}
        onChange={(e) => onChange({ hasParking: e.target.checked || undefined })}
      />
      <span className="filter__label">Off-street parking</span>
    </label>
  );
}

export function FiltersBar({ filters, onChange }: FilterProps) {
  return (
    <div className="filters-bar">
      {/* ... existing filters ... */}
      <BathroomsFilter filters={filters} onChange={onChange} />
      <ParkingFilter filters={filters} onChange={onChange} />
      <button type="button" className="filters-bar__reset" onClick={() => onChange({
        minBedrooms: undefined,
        minBathrooms: undefined,
        hasParking: undefined,
        minPrice: undefined,
        maxPrice: undefined,
      })}>
        {/* ... existing code ... */}
