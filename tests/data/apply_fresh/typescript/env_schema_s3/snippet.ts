const EnvSchema = z.object({
  // ... NODE_ENV through SMTP_USER unchanged ...
  SMTP_PASSWORD: z.string().optional(),

  S3_BUCKET: z.string().min(1),
  S3_REGION: z.string().default("eu-west-1"),
  S3_ENDPOINT: z.string().url().optional(),

  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

// ... Env type and formatIssues stay the same ...

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${formatIssues(parsed.error)}`);
  }
  if (parsed.data.NODE_ENV === "production" && !parsed.data.SMTP_HOST) {
    throw new Error("Invalid environment:\n  SMTP_HOST: required in production");
  }
  return parsed.data;
}

// ... env and the isProduction/isTest flags unchanged ...
