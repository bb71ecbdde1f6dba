using Microsoft.AspNetCore.Http.HttpResults;
using Microsoft.EntityFrameworkCore;
using TodoApi.Data;
using TodoApi.Models;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<TodoDb>(options =>
    options.UseSqlite(builder.Configuration.GetConnectionString("Todos") ?? "Data Source=todos.db"));
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddProblemDetails();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseExceptionHandler();
app.UseHttpsRedirection();

var todos = app.MapGroup("/todos").WithTags("Todos");

todos.MapGet("/", async (TodoDb db) =>
    await db.Todos.AsNoTracking().OrderBy(t => t.Id).ToListAsync());

todos.MapGet("/done", async (TodoDb db) =>
    await db.Todos.AsNoTracking().Where(t => t.IsDone).ToListAsync());

todos.MapGet("/{id:int}", async Task<Results<Ok<Todo>, NotFound>> (int id, TodoDb db) =>
    await db.Todos.FindAsync(id) is Todo todo
        ? TypedResults.Ok(todo)
        : TypedResults.NotFound());

todos.MapPost("/", async (TodoInput input, TodoDb db) =>
{
    var todo = new Todo { Title = input.Title.Trim(), IsDone = false };
    db.Todos.Add(todo);
    await db.SaveChangesAsync();
    return TypedResults.Created($"/todos/{todo.Id}", todo);
});

todos.MapPut("/{id:int}", async Task<Results<NoContent, NotFound>> (int id, TodoInput input, TodoDb db) =>
{
    var todo = await db.Todos.FindAsync(id);
    if (todo is null)
    {
        return TypedResults.NotFound();
    }

    todo.Title = input.Title.Trim();
    todo.IsDone = input.IsDone;
    await db.SaveChangesAsync();
    return TypedResults.NoContent();
});

todos.MapDelete("/{id:int}", async Task<Results<NoContent, NotFound>> (int id, TodoDb db) =>
{
    var deleted = await db.Todos.Where(t => t.Id == id).ExecuteDeleteAsync();
    return deleted == 0 ? TypedResults.NotFound() : TypedResults.NoContent();
});

app.Run();
