<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Casts\Attribute;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Support\Carbon;

class Invoice extends Model
{
    use HasFactory;

    public const STATUS_DRAFT = 'draft';
    public const STATUS_SENT = 'sent';
    public const STATUS_PAID = 'paid';
    public const STATUS_VOID = 'void';

    protected $fillable = [
        'customer_id',
        'number',
        'status',
        'issued_at',
        'due_at',
        'currency',
        'notes',
    ];

    protected $casts = [
        'issued_at' => 'datetime',
        'due_at' => 'datetime',
        'paid_at' => 'datetime',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function lines(): HasMany
    {
        return $this->hasMany(InvoiceLine::class)->orderBy('position');
    }

    public function payments(): HasMany
    {
        return $this->hasMany(Payment::class);
    }

    protected function total(): Attribute
    {
        return Attribute::get(fn () => $this->lines->sum(fn (InvoiceLine $line) => $line->quantity * $line->unit_price));
    }

    protected function balance(): Attribute
    {
        return Attribute::get(fn () => $this->total - $this->payments->sum('amount'));
    }

    public function isOverdue(?Carbon $now = null): bool
    {
        $now ??= Carbon::now();

        return $this->status === self::STATUS_SENT && $this->due_at !== null && $this->due_at->lt($now);
    }

    public function markPaid(): void
    {
        $this->forceFill([
            'status' => self::STATUS_PAID,
            'paid_at' => Carbon::now(),
        ])->save();
    }
}
