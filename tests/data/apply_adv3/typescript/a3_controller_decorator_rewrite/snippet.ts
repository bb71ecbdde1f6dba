  // ... other endpoints unchanged ...

  @Post(':id/send')
  @Roles('billing')
  @HttpCode(202)
  async send(@Param('id') id: string, @Query('copyTo') copyTo?: string): Promise<{ queued: boolean }> {
    await this.invoices.queueSend(id, { copyTo });
    return { queued: true };
  }

  // ... other endpoints unchanged ...
