import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CreateInvoiceDto } from './dto/create-invoice.dto';
import { Invoice } from './invoice.entity';
import { InvoicesService } from './invoices.service';
import { Roles } from '../auth/roles.decorator';

@Controller('invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @Roles('billing', 'admin')
  list(@Query('status') status?: string): Promise<Invoice[]> {
    return this.invoices.findAll({ status });
  }

  @Get(':id')
  @Roles('billing', 'admin')
  get(@Param('id') id: string): Promise<Invoice> {
    return this.invoices.findOne(id);
  }

  @Post()
  @Roles('billing', 'admin')
  create(@Body() dto: CreateInvoiceDto): Promise<Invoice> {
    return this.invoices.create(dto);
  }

  @Post(':id/send')
  @Roles('billing')
  @HttpCode(202)
  async send(@Param('id') id: string, @Query('copyTo') copyTo?: string): Promise<{ queued: boolean }> {
    await this.invoices.queueSend(id, { copyTo });
    return { queued: true };
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    await this.invoices.remove(id);
  }
}
