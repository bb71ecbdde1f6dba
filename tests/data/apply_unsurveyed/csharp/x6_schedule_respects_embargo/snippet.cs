        public async Task<IActionResult> Schedule(Guid articleId, [FromBody] ScheduleRequest request)
        {
            // ... existing code ...
            if (request.PublishAt <= _clock.UtcNow.AddMinutes(1))
            {
                return UnprocessableEntity(new { error = "slot_in_past" });
            }
            if (article.EmbargoUntil.HasValue && request.PublishAt < article.EmbargoUntil.Value)
            {
                return UnprocessableEntity(new { error = "slot_before_embargo", embargoUntil = article.EmbargoUntil.Value });
            }

            // ... existing code ...
        }
