import {
  FileText,
  HelpCircle,
  Home,
  LogOut,
  Settings,
  Users,
} from "lucide-react";

// ... NavItem unchanged ...

export function AppSidebar() {
  // ... session hook as before ...
  return (
    <aside className="flex h-full w-64 flex-col border-r bg-background">
      {/* ... header and primary nav unchanged ... */}

      <div className="space-y-1 border-t p-3">
        <NavItem href="/settings" label="Settings" icon={Settings} />
        <NavItem href="/help" label="Help & support" icon={HelpCircle} />
        <button
          type="button"
          onClick={() => signOut()}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted-foreground hover:bg-muted"
        >
          {/* ... sign out button contents unchanged ... */}
        </button>
        {/* ... user email as before ... */}
      </div>
    </aside>
  );
}
