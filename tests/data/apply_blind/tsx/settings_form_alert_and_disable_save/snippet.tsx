export default function SettingsForm({ initial, timezones, onSave }: Props) {
  // ... state and handleSubmit unchanged ...

  return (
    <form onSubmit={handleSubmit} className="settings-form">
      {/* ... profile and notification fieldsets unchanged ... */}
      {error && (
        <p className="settings-form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={saving || displayName.trim() === ""}>
        {saving ? "Saving…" : "Save"}
      </button>
    </form>
  );
}
