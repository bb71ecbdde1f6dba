@Injectable()
export class UserService {
  // ... existing code ...

  async deactivate(id: string, reason?: string): Promise<User> {
    const user = await this.findById(id);
    if (!user.isActive) {
      return user;
    }
    user.isActive = false;
    user.deactivatedAt = new Date();
    const saved = await this.users.save(user);
    await this.audit.record('user.deactivated', { userId: id, reason });
    return saved;
  }
}
