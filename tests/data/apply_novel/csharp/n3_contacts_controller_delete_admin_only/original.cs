using System.Threading.Tasks;
using Acme.Crm.Contracts;
using Acme.Crm.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Crm.Api.Controllers
{
    [ApiController]
    [Route("api/[controller]")]
    public class ContactsController : ControllerBase
    {
        private readonly IContactService _contacts;

        public ContactsController(IContactService contacts)
        {
            _contacts = contacts;
        }

        [HttpGet("{id:int}")]
        [Authorize(Roles = "Sales,Support")]
        [ProducesResponseType(typeof(ContactDto), StatusCodes.Status200OK)]
        [ProducesResponseType(StatusCodes.Status404NotFound)]
        public async Task<IActionResult> Get(int id)
        {
            var contact = await _contacts.FindAsync(id);
            return contact is null ? NotFound() : Ok(contact);
        }

        [HttpPost]
        [Authorize(Roles = "Sales")]
        [ProducesResponseType(typeof(ContactDto), StatusCodes.Status201Created)]
        public async Task<IActionResult> Create(CreateContactRequest request)
        {
            var created = await _contacts.CreateAsync(request);
            return CreatedAtAction(nameof(Get), new { id = created.Id }, created);
        }

        [HttpPut("{id:int}")]
        [Authorize(Roles = "Sales")]
        [ProducesResponseType(StatusCodes.Status204NoContent)]
        [ProducesResponseType(StatusCodes.Status404NotFound)]
        public async Task<IActionResult> Update(int id, UpdateContactRequest request)
        {
            var updated = await _contacts.UpdateAsync(id, request);
            return updated ? NoContent() : NotFound();
        }

        [HttpDelete("{id:int}")]
        [Authorize(Roles = "Sales")]
        [ProducesResponseType(StatusCodes.Status204NoContent)]
        [ProducesResponseType(StatusCodes.Status404NotFound)]
        public async Task<IActionResult> Delete(int id)
        {
            var deleted = await _contacts.DeleteAsync(id);
            return deleted ? NoContent() : NotFound();
        }

        [HttpPost("{id:int}/archive")]
        [Authorize(Roles = "Sales")]
        [ProducesResponseType(StatusCodes.Status204NoContent)]
        [ProducesResponseType(StatusCodes.Status404NotFound)]
        public async Task<IActionResult> Archive(int id)
        {
            var archived = await _contacts.ArchiveAsync(id);
            return archived ? NoContent() : NotFound();
        }
    }
}
