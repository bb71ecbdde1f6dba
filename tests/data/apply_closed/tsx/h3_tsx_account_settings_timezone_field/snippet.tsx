      {/* ... existing code ... */}
          onChange={(e) => update("email", e.target.value)}
        />
      </div>
      <div className="field">
        <Label htmlFor="timezone">Time zone</Label>
        <Select
          id="timezone"
          value={values.timezone}
          onChange={(e) => update("timezone", e.target.value)}
        >
          {TIMEZONES.map((tz) => (
            <option key={tz} value={tz}>
              {tz.replace("_", " ")}
            </option>
          ))}
        </Select>
      </div>
      <div className="field">
        <Label htmlFor="language">Language</Label>
      {/* ... existing code ... */}
