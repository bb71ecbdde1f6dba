using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
// ... existing usings ...

        // ... existing code ...

        [HttpPost]
        [Authorize(Roles = "Admin")]
        public async Task<ActionResult<ProductDto>> Create(CreateProductRequest request)
        {
            // ... existing code ...
        }

        [HttpDelete("{id:int}")]
        [Authorize(Roles = "Admin")]
        public async Task<IActionResult> Delete(int id)
        {
            // ... existing code ...
        }
