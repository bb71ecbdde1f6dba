import { Injectable, NotFoundException } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { CreateUserDto } from "./dto/create-user.dto";
import { UpdateUserDto } from "./dto/update-user.dto";
import { User } from "./user.entity";

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User)
    private readonly users: Repository<User>,
  ) {}

  create(dto: CreateUserDto): Promise<User> {
    const user = this.users.create(dto);
    return this.users.save(user);
  }

  findAll(): Promise<User[]> {
    return this.users.find({ order: { createdAt: "DESC" } });
  }

  async findOne(id: number): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) {
      throw new NotFoundException(`User ${id} not found`);
    }
    return user;
  }

  async update(id: number, dto: UpdateUserDto): Promise<User> {
    const user = await this.findOne(id);
    Object.assign(user, dto);
    return this.users.save(user);
  }

  async remove(id: number, soft = true): Promise<void> {
    const user = await this.findOne(id);
    if (soft) {
      await this.users.softRemove(user);
      return;
    }
    await this.users.remove(user);
  }
}
