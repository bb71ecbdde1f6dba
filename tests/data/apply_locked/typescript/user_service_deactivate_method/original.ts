import { Injectable, NotFoundException, ConflictException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import * as bcrypt from 'bcrypt';

import { User } from './user.entity';
import { CreateUserDto, UpdateUserDto } from './dto';
import { AuditLogService } from '../audit/audit-log.service';

const BCRYPT_ROUNDS = 12;

@Injectable()
export class UserService {
  constructor(
    @InjectRepository(User)
    private readonly users: Repository<User>,
    private readonly audit: AuditLogService,
  ) {}

  async findAll(page = 1, pageSize = 25): Promise<User[]> {
    return this.users.find({
      order: { createdAt: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
  }

  async findById(id: string): Promise<User> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) {
      throw new NotFoundException(`User ${id} not found`);
    }
    return user;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email: email.toLowerCase() } });
  }

  async create(dto: CreateUserDto): Promise<User> {
    const existing = await this.findByEmail(dto.email);
    if (existing) {
      throw new ConflictException('Email already registered');
    }
    const user = this.users.create({
      email: dto.email.toLowerCase(),
      displayName: dto.displayName,
      passwordHash: await bcrypt.hash(dto.password, BCRYPT_ROUNDS),
    });
    const saved = await this.users.save(user);
    await this.audit.record('user.created', { userId: saved.id });
    return saved;
  }

  async update(id: string, dto: UpdateUserDto): Promise<User> {
    const user = await this.findById(id);
    Object.assign(user, dto);
    const saved = await this.users.save(user);
    await this.audit.record('user.updated', { userId: id, fields: Object.keys(dto) });
    return saved;
  }

  async changePassword(id: string, current: string, next: string): Promise<void> {
    const user = await this.findById(id);
    const ok = await bcrypt.compare(current, user.passwordHash);
    if (!ok) {
      throw new ConflictException('Current password is incorrect');
    }
    user.passwordHash = await bcrypt.hash(next, BCRYPT_ROUNDS);
    await this.users.save(user);
    await this.audit.record('user.password_changed', { userId: id });
  }
}
