using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using BeeCoop.Api.Models;
using BeeCoop.Api.Services;

namespace BeeCoop.Api.Controllers
{
    [ApiController]
    [Route("api/swarm-calls")]
    public class SwarmCallsController : ControllerBase
    {
        private readonly ISwarmCallService _swarmCalls;
        private readonly IMemberDirectory _members;

        public SwarmCallsController(ISwarmCallService swarmCalls, IMemberDirectory members)
        {
            _swarmCalls = swarmCalls;
            _members = members;
        }

        // GET api/swarm-calls/open
        [HttpGet("open")]
        public async Task<ActionResult<IEnumerable<SwarmCallDto>>> GetOpen()
        {
            var calls = await _swarmCalls.ListByStatusAsync(SwarmCallStatus.Open);
            return Ok(calls.Select(SwarmCallDto.FromEntity));
        }

        // GET api/swarm-calls/{id}
        [HttpGet("{id:int}")]
        public async Task<ActionResult<SwarmCallDto>> GetById(int id)
        {
            var call = await _swarmCalls.FindAsync(id);
            if (call == null)
            {
                return NotFound();
            }
            return Ok(SwarmCallDto.FromEntity(call));
        }

        // POST api/swarm-calls/{id}/assign
        [HttpPost("{id:int}/assign")]
        public async Task<IActionResult> Assign(int id, [FromBody] AssignCollectorRequest request)
        {
            var call = await _swarmCalls.FindAsync(id);
            if (call == null)
            {
                return NotFound();
            }

            var collector = await _members.FindAsync(request.MemberId);
            if (collector == null || !collector.IsSwarmCollector)
            {
                return BadRequest("Member is not registered as a swarm collector.");
            }

            await _swarmCalls.AssignAsync(call, collector);
            return NoContent();
        }

        // POST api/swarm-calls/{id}/close
        [HttpPost("{id:int}/close")]
        public async Task<IActionResult> Close(int id, [FromBody] CloseSwarmCallRequest request)
        {
            var call = await _swarmCalls.FindAsync(id);
            if (call == null)
            {
                return NotFound();
            }

            await _swarmCalls.CloseAsync(call, request.Outcome, request.Notes);
            return NoContent();
        }

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
