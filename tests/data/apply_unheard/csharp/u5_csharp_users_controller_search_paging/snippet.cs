        [HttpGet]
        public async Task<ActionResult<IEnumerable<UserDto>>> Search(string? name, int page = 1, int pageSize = 25, bool includeInactive = false)
        {
            pageSize = Math.Clamp(pageSize, 1, 100);
            var users = await _queries.SearchAsync(name, page, pageSize, includeInactive);
            return Ok(users);
        }
