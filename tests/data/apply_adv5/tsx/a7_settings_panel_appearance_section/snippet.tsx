      {/* ... existing code ... */}
        <Toggle
          label="Weekly digest"
          checked={settings.weeklyDigest}
          onChange={(checked) => update("weeklyDigest", checked)}
        />
      </Section>

      <Section title="Appearance">
        <Select
          label="Theme"
          value={settings.theme}
          options={[
            { value: "system", label: "Match system" },
            { value: "light", label: "Light" },
            { value: "dark", label: "Dark" },
          ]}
          onChange={(value) => update("theme", value)}
        />
        <Toggle
          label="Compact layout"
          checked={settings.compact}
          onChange={(checked) => update("compact", checked)}
        />
      </Section>

      <Section title="Privacy">
      {/* ... existing code ... */}
