  async updateUser(id: string, patch: UserPatch, actorId?: string): Promise<User> {
    const user = await this.getUser(id);
    // ... existing email and displayName validation ...
    if (patch.role !== undefined && patch.role !== user.role && actorId === id) {
      throw new ValidationError("users cannot change their own role");
    }
    const updated: User = { ...user, ...patch, updatedAt: new Date() };
    await this.db.users.update(updated);
    this.logger.info("user updated", { id, actorId, fields: Object.keys(patch) });
    return updated;
  }
