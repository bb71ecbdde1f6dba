          {/* ... */}
          <ToggleRow
            id="email-assignments"
            label="Assignments"
            hint="When an issue is assigned to you."
            checked={settings.emailAssignments}
            onChange={(v) => set("emailAssignments", v)}
          />
          <ToggleRow
            id="email-digest"
            label="Weekly digest"
            hint="A Monday summary of activity in your projects."
            checked={settings.emailDigest}
            onChange={(v) => set("emailDigest", v)}
          />
          <ToggleRow
            id="email-releases"
          {/* ... */}
