        // ... existing code ...

        // POST api/swarm-calls/{id}/cancel
        [HttpPost("{id:int}/cancel")]
        public async Task<IActionResult> Cancel(int id)
        {
            var call = await _swarmCalls.FindAsync(id);
            if (call == null)
            {
                return NotFound();
            }

            if (call.Status != SwarmCallStatus.Open)
            {
                return Conflict("Only open swarm calls can be cancelled.");
            }

            await _swarmCalls.CancelAsync(call);
            return NoContent();
        }
    }
}
