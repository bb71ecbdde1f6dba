export function SettingsForm({ initial, onSave }: SettingsFormProps) {
  // ... existing state and handlers ...

  return (
    <form onSubmit={handleSubmit} className="settings-form">
      {/* ... existing fields ... */}
      <label className="field field--inline">
        <input
          type="checkbox"
          checked={values.weeklyDigest}
          disabled={!values.emailNotifications}
          onChange={(e) => update("weeklyDigest", e.target.checked)}
        />
        <span>Weekly digest</span>
      </label>
      <div className="actions">
        <button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save changes"}
        </button>
      </div>
    </form>
  );
}
