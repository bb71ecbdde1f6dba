<?php

/*
 * Site monitoring settings for study MRD-204.
 * Loaded by config('monitoring.*'); values may be overridden per environment.
 */

return [
    'study_code' => env('STUDY_CODE', 'MRD-204'),

    'visit_interval_weeks' => [
        'default' => 6,
        'high_enrolment' => 4,
        'high_enrolment_threshold' => 20,
    ],

    'sdv_percent' => env('MONITORING_SDV_PERCENT', 100),

    'remote_visits' => [
        'enabled' => true,
        'max_consecutive' => 2,
        'platform' => 'teams',
    ],

    'report_due_days' => 10,

    'escalation_contacts' => [
        'cra_lead' => 'm.devlin@meridianlab.example',
        'qa' => 'qa-trials@meridianlab.example',
        'medical_monitor' => 'dr.ibe@halberd-tx.example',
    ],
];
