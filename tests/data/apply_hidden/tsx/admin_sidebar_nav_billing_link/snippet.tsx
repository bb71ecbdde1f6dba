        <NavLink to="/team" className={itemClass}>
          <UsersIcon className="h-5 w-5" />
          {!collapsed && <span>Team</span>}
        </NavLink>
        <NavLink to="/billing" className={itemClass}>
          <CreditCardIcon className="h-5 w-5" />
          {!collapsed && <span>Billing</span>}
        </NavLink>
        <NavLink to="/settings" className={itemClass}>
