import type { ChangeEvent } from 'react';

import type { SearchFilters } from '../../types/search';
import { PriceRangeFilter } from './PriceRangeFilter';

interface FilterProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}

const COUNT_OPTIONS = [1, 2, 3, 4, 5];

function toCount(event: ChangeEvent<HTMLSelectElement>): number | undefined {
  return event.target.value ? Number(event.target.value) : undefined;
}

export function BedroomsFilter({ filters, onChange }: FilterProps) {
  return (
    <label className="filter">
      <span className="filter__label">Bedrooms</span>
      <select value={filters.minBedrooms ?? ''} onChange={(e) => onChange({ minBedrooms: toCount(e) })}>
        <option value="">Any</option>
        {COUNT_OPTIONS.map((n) => (
          <option key={n} value={n}>{`${n}+`}</option>
        ))}
      </select>
    </label>
  );
}

export function BathroomsFilter({ filters, onChange }: FilterProps) {
  return (
    <label className="filter">
      <span className="filter__label">Bathrooms</span>
      <select value={filters.minBathrooms ?? ''} onChange={(e) => onChange({ minBathrooms: toCount(e) })}>
        <option value="">Any</option>
        {COUNT_OPTIONS.map((n) => (
          <option key={n} value={n}>{`${n}+`}</option>
        ))}
      </select>
    </label>
  );
}

export function FiltersBar({ filters, onChange }: FilterProps) {
  return (
    <div className="filters-bar">
      <PriceRangeFilter filters={filters} onChange={onChange} />
      <BedroomsFilter filters={filters} onChange={onChange} />
      <BathroomsFilter filters={filters} onChange={onChange} />
      <button type="button" className="filters-bar__reset" onClick={() => onChange({
        minBedrooms: undefined,
        minBathrooms: undefined,
        minPrice: undefined,
        maxPrice: undefined,
      })}>
        Reset
      </button>
    </div>
  );
}
