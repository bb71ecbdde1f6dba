import Link from "next/link";
import { usePathname } from "next/navigation";
import {
  FileText,
  HelpCircle,
  Home,
  LogOut,
  Settings,
  Users,
} from "lucide-react";
import { cn } from "@/lib/utils";
import { useSession, signOut } from "@/lib/auth";

type NavItemProps = {
  href: string;
  label: string;
  icon: React.ComponentType<{ className?: string }>;
};

function NavItem({ href, label, icon: Icon }: NavItemProps) {
  const pathname = usePathname();
  const active = pathname === href || pathname.startsWith(`${href}/`);

  return (
    <Link
      href={href}
      className={cn(
        "flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors",
        active
          ? "bg-primary/10 font-medium text-primary"
          : "text-muted-foreground hover:bg-muted hover:text-foreground"
      )}
    >
      <Icon className="h-4 w-4" />
      {label}
    </Link>
  );
}

export function AppSidebar() {
  const { user } = useSession();

  return (
    <aside className="flex h-full w-64 flex-col border-r bg-background">
      <div className="flex h-14 items-center border-b px-4">
        <span className="text-lg font-semibold">Acme Billing</span>
      </div>

      <nav className="flex-1 space-y-1 p-3">
        <NavItem href="/dashboard" label="Dashboard" icon={Home} />
        <NavItem href="/customers" label="Customers" icon={Users} />
        <NavItem href="/invoices" label="Invoices" icon={FileText} />
      </nav>

      <div className="space-y-1 border-t p-3">
        <NavItem href="/settings" label="Settings" icon={Settings} />
        <NavItem href="/help" label="Help & support" icon={HelpCircle} />
        <button
          type="button"
          onClick={() => signOut()}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted-foreground hover:bg-muted"
        >
          <LogOut className="h-4 w-4" />
          Sign out
        </button>
        {user && (
          <p className="truncate px-3 pt-2 text-xs text-muted-foreground">
            {user.email}
          </p>
        )}
      </div>
    </aside>
  );
}
