use App\Http\Requests\StoreCaptionJobRequest;
use App\Jobs\GenerateCaptions;
use App\Models\CaptionJob;
// ... existing code ...

        $job = $video->captionJobs()->create([
            // ... existing code ...
        ]);

        GenerateCaptions::dispatch($job)->onQueue('captions');

        return response()->json($job, 201);
    }

// ... existing code ...

        $job->update([
            'status' => CaptionJob::STATUS_QUEUED,
            'attempts' => 0,
            'error' => null,
        ]);

        GenerateCaptions::dispatch($job)->onQueue('captions');

        return response()->json($job);
    }

// ... existing code ...
