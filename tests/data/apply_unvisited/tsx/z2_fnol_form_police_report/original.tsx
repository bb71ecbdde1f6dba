import { FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";

import { submitFnol, type FnolPayload } from "../api/fnol";
import { Button } from "../components/Button";
import { Field } from "../components/Field";
import { useToast } from "../hooks/useToast";

type LossType = "collision" | "theft" | "water" | "fire";

const LOSS_TYPES: { value: LossType; label: string }[] = [
  { value: "collision", label: "Vehicle collision" },
  { value: "theft", label: "Theft" },
  { value: "water", label: "Water damage" },
  { value: "fire", label: "Fire or smoke" },
];

interface FnolFormProps {
  policyNumber: string;
  onSubmitted?: (claimId: string) => void;
}

export function FnolForm({ policyNumber, onSubmitted }: FnolFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const [lossDate, setLossDate] = useState("");
  const [lossType, setLossType] = useState<LossType | "">("");
  const [description, setDescription] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!lossDate || !lossType || description.trim().length < 20) {
      setError("Please fill in the date, type of loss and a short description.");
      return;
    }

    const payload: FnolPayload = {
      policyNumber,
      lossDate,
      lossType,
      description: description.trim(),
      channel: "portal",
    };

    setSubmitting(true);
    setError(null);
    try {
      const { claimId } = await submitFnol(payload);
      toast.success(`Claim ${claimId} submitted`);
      onSubmitted?.(claimId);
      navigate(`/claims/${claimId}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Something went wrong.");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="fnol-form" onSubmit={handleSubmit} noValidate>
      <Field label="Date of loss" htmlFor="loss-date">
        <input
          id="loss-date"
          type="date"
          value={lossDate}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(e) => setLossDate(e.target.value)}
        />
      </Field>
      <Field label="Type of loss" htmlFor="loss-type">
        <select id="loss-type" value={lossType} onChange={(e) => setLossType(e.target.value as LossType)}>
          <option value="">Choose one</option>
          {LOSS_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="What happened?" htmlFor="loss-description">
        <textarea
          id="loss-description"
          rows={5}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting ? "Submitting…" : "Submit claim"}
      </Button>
    </form>
  );
}
