import { HttpClient } from "./http";
import { Logger } from "./logger";
import type { Role } from "./roles";

export interface User {
  id: string;
  name: string;
  email: string;
  role: Role;
}

// ... existing code ...
