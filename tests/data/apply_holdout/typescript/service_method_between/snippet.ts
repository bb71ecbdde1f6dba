  findAll(): Promise<User[]> {
    return this.users.find({ order: { createdAt: "DESC" } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  async findOne(id: number): Promise<User> {
    // ... existing code ...
