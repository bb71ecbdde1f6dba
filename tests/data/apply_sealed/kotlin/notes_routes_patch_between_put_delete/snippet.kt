// ... existing code ...
            put("/{id}") {
                // ... existing code ...
                    val note = service.replace(userId, id, body.title, body.content, body.tags)
                    call.respond(NoteDto.from(note))
                } catch (e: NoteNotFoundException) {
                    call.respond(HttpStatusCode.NotFound, mapOf("error" to "note not found"))
                }
            }

            patch("/{id}") {
                val userId = call.principalUserId()
                val id = call.noteId()
                if (id == null) {
                    call.respond(HttpStatusCode.BadRequest, mapOf("error" to "invalid note id"))
                    return@patch
                }
                val body = call.receive<UpdateNoteRequest>()
                try {
                    val note = service.update(userId, id, body.title, body.content, body.tags)
                    call.respond(NoteDto.from(note))
                } catch (e: NoteNotFoundException) {
                    call.respond(HttpStatusCode.NotFound, mapOf("error" to "note not found"))
                }
            }

            delete("/{id}") {
                // ... existing code ...
