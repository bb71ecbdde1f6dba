import { randomUUID } from "node:crypto";
import type { Db } from "./db";
import type { Logger } from "./logger";
import { ConflictError, NotFoundError, ValidationError } from "./errors";

export interface User {
  id: string;
  email: string;
  displayName: string;
  role: "admin" | "member" | "viewer";
  createdAt: Date;
  updatedAt: Date;
}

export type UserPatch = Partial<Pick<User, "email" | "displayName" | "role">>;

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  async getUser(id: string): Promise<User> {
    const user = await this.db.users.findById(id);
    if (!user) {
      throw new NotFoundError(`user ${id} not found`);
    }
    return user;
  }

  async createUser(email: string, displayName: string): Promise<User> {
    const normalized = email.trim().toLowerCase();
    if (await this.db.users.findByEmail(normalized)) {
      throw new ConflictError(`email ${normalized} is already registered`);
    }
    const now = new Date();
    const user: User = {
      id: randomUUID(),
      email: normalized,
      displayName: displayName.trim(),
      role: "member",
      createdAt: now,
      updatedAt: now,
    };
    await this.db.users.insert(user);
    this.logger.info("user created", { id: user.id });
    return user;
  }

  async updateUser(id: string, patch: UserPatch): Promise<User> {
    const user = await this.getUser(id);
    if (patch.email !== undefined) {
      const normalized = patch.email.trim().toLowerCase();
      const other = await this.db.users.findByEmail(normalized);
      if (other && other.id !== id) {
        throw new ConflictError(`email ${normalized} is already registered`);
      }
      patch = { ...patch, email: normalized };
    }
    if (patch.displayName !== undefined && patch.displayName.trim() === "") {
      throw new ValidationError("displayName must not be empty");
    }
    const updated: User = { ...user, ...patch, updatedAt: new Date() };
    await this.db.users.update(updated);
    this.logger.info("user updated", { id });
    return updated;
  }

  async deleteUser(id: string): Promise<void> {
    await this.getUser(id);
    await this.db.users.delete(id);
    this.logger.info("user deleted", { id });
  }
}
