"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/utils";

interface ProjectTabsProps {
  projectId: string;
  issueCount?: number;
}

const TABS = [
  { key: "overview", label: "Overview", path: "" },
  { key: "issues", label: "Issues", path: "/issues" },
  { key: "members", label: "Members", path: "/members" },
  { key: "settings", label: "Settings", path: "/settings" },
] as const;

export function ProjectTabs({ projectId, issueCount }: ProjectTabsProps) {
  const pathname = usePathname();
  const base = `/projects/${projectId}`;

  return (
    <nav className="flex gap-4 border-b" aria-label="Project sections">
      {TABS.map((tab) => {
        const href = `${base}${tab.path}`;
        const isActive = tab.path === "" ? pathname === base : pathname.startsWith(href);
        return (
          <Link
            key={tab.key}
            href={href}
            aria-current={isActive ? "page" : undefined}
            className={cn(
              "border-b-2 px-1 pb-2 text-sm font-medium",
              isActive
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
            {tab.key === "issues" && issueCount !== undefined && (
              <span className="ml-1.5 rounded-full bg-muted px-1.5 text-xs">{issueCount}</span>
            )}
          </Link>
        );
      })}
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
