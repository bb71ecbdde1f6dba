import { NavLink } from 'react-router-dom';

export function Sidebar() {
  return (
    <nav className="sidebar">
      <NavLink to="/">Dashboard</NavLink>
      <NavLink to="/orders">Orders</NavLink>
      <NavLink to="/customers">Customers</NavLink>
      <NavLink to="/products">Products</NavLink>
      <NavLink to="/settings">Settings</NavLink>
    </nav>
  );
}
