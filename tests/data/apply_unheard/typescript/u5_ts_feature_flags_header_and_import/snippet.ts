/**
 * Feature flag registry. Defaults live in FLAGS; per-environment overrides are
 * read from a JSON file whose path comes from FEATURE_FLAGS_FILE.
 */
import { existsSync, readFileSync } from "node:fs";

export const OVERRIDES_ENV_VAR = "FEATURE_FLAGS_FILE";

export type FlagValue = boolean | string | number;

// ... rest of file unchanged ...
