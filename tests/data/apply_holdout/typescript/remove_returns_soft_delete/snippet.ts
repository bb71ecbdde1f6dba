export class UsersService {
  // ... existing code ...

  async remove(id: number, soft = true): Promise<void> {
    const user = await this.findOne(id);
    if (soft) {
      await this.users.softRemove(user);
      return;
    }
    await this.users.remove(user);
  }
}
