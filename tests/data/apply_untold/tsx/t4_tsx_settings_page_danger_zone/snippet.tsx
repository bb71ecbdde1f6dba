// ... imports, state and handleSave unchanged ...

  return (
    <div className="settings">
      <h1>Settings</h1>
      {/* ... profile, security and notification sections as before ... */}
      <section className="settings__section settings__section--danger">
        <h2>Danger zone</h2>
        <p>Deleting your account removes all of your projects and cannot be undone.</p>
        <Button variant="danger" href="/settings/delete-account">
          Delete account
        </Button>
      </section>
      <footer className="settings__footer">
        {/* ... save button unchanged ... */}
      </footer>
    </div>
  );
}
