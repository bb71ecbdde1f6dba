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

// ... rest of the file unchanged ...
