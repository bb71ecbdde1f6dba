import type { ReactNode } from "react";
import { AlertTriangle, Inbox, Loader2, Lock } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type StatePanelProps = {
  icon: ReactNode;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
  className?: string;
};

export function StatePanel({ icon, title, body, action, className }: StatePanelProps) {
  return (
    <div className={cn("flex flex-col items-center justify-center gap-3 py-16 text-center", className)}>
      <div className="rounded-full bg-muted p-3 text-muted-foreground">{icon}</div>
      <h3 className="text-sm font-semibold">{title}</h3>
      {body ? <p className="max-w-sm text-sm text-muted-foreground">{body}</p> : null}
      {action}
    </div>
  );
}

type EmptyStateProps = {
  title?: string;
  body?: ReactNode;
  action?: ReactNode;
};

export function EmptyState({ title = "Nothing here yet", body, action }: EmptyStateProps) {
  return <StatePanel icon={<Inbox className="h-5 w-5" />} title={title} body={body} action={action} />;
}

type LoadingStateProps = {
  label?: string;
};

export function LoadingState({ label = "Loading…" }: LoadingStateProps) {
  return <StatePanel icon={<Loader2 className="h-5 w-5 animate-spin" />} title={label} />;
}

type ErrorStateProps = {
  error: unknown;
  onRetry?: () => void;
};

export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <StatePanel
      icon={<AlertTriangle className="h-5 w-5" />}
      title="Something went wrong"
      body={message}
      action={onRetry ? <Button size="sm" onClick={onRetry}>Try again</Button> : undefined}
    />
  );
}

type ForbiddenStateProps = {
  resource?: string;
};

export function ForbiddenState({ resource = "this page" }: ForbiddenStateProps) {
  return (
    <StatePanel
      icon={<Lock className="h-5 w-5" />}
      title="Access denied"
      body={`You don't have permission to view ${resource}.`}
      action={
        <Button variant="outline" size="sm" asChild>
          <a href="/">Back to dashboard</a>
        </Button>
      }
    />
  );
}
