// ... existing code ...

      <label className="field">
        <span>Email</span>
        <input
          type="email"
          value={form.email}
          onChange={(e) => update("email", e.target.value)}
          required
        />
      </label>

      <label className="field">
        <span>Language</span>
        <select value={form.language} onChange={(e) => update("language", e.target.value)}>
        {/* ... */}
      </label>

      {/* ... rest of the form unchanged ... */}
