      <div className="space-y-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </div>

      <div className="space-y-2">
        <Label htmlFor="timezone">Time zone</Label>
        <select
          id="timezone"
          className="w-full rounded-md border px-3 py-2"
          value={timezone}
          onChange={(e) => setTimezone(e.target.value)}
        >
          {Intl.supportedValuesOf("timeZone").map((tz) => (
            <option key={tz} value={tz}>
              {tz}
            </option>
          ))}
        </select>
      </div>

      <div className="space-y-2">
        <Label htmlFor="locale">Language</Label>
