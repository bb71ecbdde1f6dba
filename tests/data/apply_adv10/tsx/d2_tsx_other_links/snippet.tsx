    <nav className="sidebar">
      <NavLink to="/">Dashboard</NavLink>
      {/* other links */}
      <NavLink to="/reports">Reports</NavLink>
      <NavLink to="/settings">Settings</NavLink>
    </nav>
