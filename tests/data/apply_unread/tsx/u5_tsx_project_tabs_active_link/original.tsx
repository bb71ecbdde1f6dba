import Link from "next/link";

import { cn } from "@/lib/utils";

interface ProjectTabsProps {
  projectId: string;
  active: "overview" | "issues" | "settings";
}

const TABS = [
  { key: "overview", label: "Overview", path: "" },
  { key: "issues", label: "Issues", path: "/issues" },
  { key: "settings", label: "Settings", path: "/settings" },
] as const;

export function ProjectTabs({ projectId, active }: ProjectTabsProps) {
  return (
    <nav className="flex gap-4 border-b">
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          href={`/projects/${projectId}${tab.path}`}
          className={cn(
            "border-b-2 px-1 pb-2 text-sm font-medium",
            tab.key === active
              ? "border-primary text-foreground"
              : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export function ProjectTabsSkeleton() {
  return (
    <div className="flex gap-4 border-b pb-2">
      {TABS.map((tab) => (
        <div key={tab.key} className="h-4 w-16 animate-pulse rounded bg-muted" />
      ))}
    </div>
  );
}
