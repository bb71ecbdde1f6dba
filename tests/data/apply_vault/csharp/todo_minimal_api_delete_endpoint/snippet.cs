// ... usings and service registrations unchanged ...

var todos = app.MapGroup("/todos").WithTags("Todos");

// ... GET / POST / PUT endpoints as before ...

todos.MapDelete("/{id:int}", async Task<Results<NoContent, NotFound>> (int id, TodoDb db) =>
{
    var deleted = await db.Todos.Where(t => t.Id == id).ExecuteDeleteAsync();
    return deleted == 0 ? TypedResults.NotFound() : TypedResults.NoContent();
});

app.Run();
