<?php

declare(strict_types=1);

namespace App\Services\Posting;

use App\Models\Load;
use Carbon\CarbonInterface;

final class LoadPostingPayloads
{
    private const EQUIPMENT_CODES = [
        'dry_van' => 'V',
        'reefer' => 'R',
        'flatbed' => 'F',
        'step_deck' => 'SD',
        'power_only' => 'PO',
    ];

    public function toDat(Load $load): array
    {
        return [
            'postingId' => $load->reference,
            'origin' => $this->place($load->origin_city, $load->origin_state),
            'destination' => $this->place($load->destination_city, $load->destination_state),
            'availability' => [
                'earliest' => $this->iso($load->pickup_window_start),
                'latest' => $this->iso($load->pickup_window_end),
            ],
            'equipmentType' => self::EQUIPMENT_CODES[$load->equipment] ?? 'V',
            'fullPartial' => $load->is_partial ? 'PARTIAL' : 'FULL',
            'weightPounds' => $load->weight_lbs,
            'lengthFeet' => $load->trailer_length_ft,
            'rateUsd' => $load->posted_rate_cents ? intdiv($load->posted_rate_cents, 100) : null,
            'comments' => $this->comments($load),
        ];
    }

    public function toTruckstop(Load $load): array
    {
        return [
            'LoadNumber' => $load->reference,
            'OriginCity' => $load->origin_city,
            'OriginState' => $load->origin_state,
            'DestinationCity' => $load->destination_city,
            'DestinationState' => $load->destination_state,
            'PickupDate' => $this->iso($load->pickup_window_start),
            'EquipmentType' => self::EQUIPMENT_CODES[$load->equipment] ?? 'V',
            'IsFullLoad' => ! $load->is_partial,
            'Weight' => $load->weight_lbs,
            'Length' => $load->trailer_length_ft,
            'Commodity' => $load->commodity ?? 'General freight',
            'PaymentAmount' => $load->posted_rate_cents ? intdiv($load->posted_rate_cents, 100) : null,
            'Comments' => $this->comments($load),
        ];
    }

    private function place(string $city, string $state): array
    {
        return ['city' => $city, 'stateProv' => $state];
    }

    private function iso(?CarbonInterface $at): ?string
    {
        return $at?->toIso8601String();
    }

    private function comments(Load $load): string
    {
        $parts = [];
        if ($load->is_hazmat) {
            $parts[] = 'HAZMAT';
        }
        if ($load->requires_tarps) {
            $parts[] = 'Tarps required';
        }
        if ($load->team_required) {
            $parts[] = 'Team';
        }

        return implode(' / ', $parts);
    }
}
