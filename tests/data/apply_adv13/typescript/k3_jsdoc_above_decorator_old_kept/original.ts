import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post } from '@nestjs/common';

import { CreateOrderDto } from './dto/create-order.dto';
import { OrdersService } from './orders.service';

@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** Lists the caller's orders, newest first. */
  @Get()
  findAll() {
    return this.orders.findAll();
  }

  /** Returns one order. */
  @Get(':id')
  findOne(@Param('id', ParseIntPipe) id: number) {
    return this.orders.findOne(id);
  }

  /** Places an order. */
  @Post()
  create(@Body() dto: CreateOrderDto) {
    return this.orders.create(dto);
  }

  /** Cancels an order that has not shipped yet. */
  @Delete(':id')
  remove(@Param('id', ParseIntPipe) id: number) {
    return this.orders.cancel(id);
  }
}
