import React, { FormEvent, useState } from "react";
import { TextField } from "../components/TextField";
import { SelectField } from "../components/SelectField";
import { saveHarvestLog } from "../api/harvest";
import type { CropType, HarvestLogDraft } from "../types/harvest";

// Test weights used by the local elevator, kg per bushel.
const BUSHEL_WEIGHT_KG: Record<CropType, number> = {
  wheat: 27.2,
  corn: 25.4,
  soybeans: 27.2,
  barley: 21.8,
};

function toTonnes(weightKg: number): number {
  return Math.round((weightKg / 1000) * 100) / 100;
}

function toBushels(weightKg: number, crop: CropType): number {
  return Math.round((weightKg / BUSHEL_WEIGHT_KG[crop]) * 10) / 10;
}

interface HarvestLogFormProps {
  fieldId: string;
  onSaved: (logId: string) => void;
}

export function HarvestLogForm({ fieldId, onSaved }: HarvestLogFormProps) {
  const [draft, setDraft] = useState<HarvestLogDraft>({
    fieldId,
    crop: "wheat",
    netWeightKg: 0,
    moisturePercent: 14,
    harvestedOn: new Date().toISOString().slice(0, 10),
  });
  const [saving, setSaving] = useState(false);

  function update<K extends keyof HarvestLogDraft>(key: K, value: HarvestLogDraft[K]) {
    setDraft((prev) => ({ ...prev, [key]: value }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveHarvestLog(draft);
      onSaved(saved.id);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="harvest-form" onSubmit={handleSubmit}>
      <SelectField
        label="Crop"
        value={draft.crop}
        options={Object.keys(BUSHEL_WEIGHT_KG)}
        onChange={(value) => update("crop", value as CropType)}
      />
      <TextField
        label="Net weight (kg)"
        type="number"
        value={String(draft.netWeightKg)}
        onChange={(value) => update("netWeightKg", Number(value))}
      />
      <TextField
        label="Moisture (%)"
        type="number"
        value={String(draft.moisturePercent)}
        onChange={(value) => update("moisturePercent", Number(value))}
      />
      <TextField
        label="Harvested on"
        type="date"
        value={draft.harvestedOn}
        onChange={(value) => update("harvestedOn", value)}
      />
      <p className="harvest-form__summary">
        {toTonnes(draft.netWeightKg)} t
        {" · "}
        {toBushels(draft.netWeightKg, draft.crop)} bu
      </p>
      <button type="submit" disabled={saving}>
        {saving ? "Saving…" : "Save harvest log"}
      </button>
    </form>
  );
}
