// ... existing code ...

  return (
    <div className="settings-panel">
      {/* ... notification toggles ... */}

      <SectionHeader title="Experimental" />
      <ToggleRow
        label="New editor"
        checked={settings.newEditor}
        onChange={toggle("newEditor")}
      />

      <SectionHeader title="Privacy" />
      {/* ... privacy toggles and footer unchanged ... */}
    </div>
  );
}
