      {/* ... */}
          onChange={(e) => update('email', e.target.value)}
        />
      </Field>
      <Field label="Time zone" htmlFor="timeZone">
        <select
          id="timeZone"
          value={settings.timeZone}
          onChange={(e) => update('timeZone', e.target.value)}
        >
          {Intl.supportedValuesOf('timeZone').map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Language" htmlFor="language">
      {/* ... */}
