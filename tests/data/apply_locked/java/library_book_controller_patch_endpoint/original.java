package com.acme.library.web;

import java.net.URI;
import java.util.List;

import jakarta.validation.Valid;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.acme.library.books.Book;
import com.acme.library.books.BookService;

@RestController
@RequestMapping("/api/books")
public class BookController {

    private final BookService books;

    public BookController(BookService books) {
        this.books = books;
    }

    @GetMapping
    public List<BookDto> list(@RequestParam(defaultValue = "0") int page,
                              @RequestParam(defaultValue = "20") int size) {
        return books.list(page, size).stream().map(BookDto::from).toList();
    }

    @GetMapping("/{isbn}")
    public ResponseEntity<BookDto> get(@PathVariable String isbn) {
        return books.find(isbn)
                .map(BookDto::from)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @PostMapping
    public ResponseEntity<BookDto> create(@Valid @RequestBody BookRequest request) {
        Book created = books.create(request.toBook());
        return ResponseEntity.created(URI.create("/api/books/" + created.isbn()))
                .body(BookDto.from(created));
    }

    @PutMapping("/{isbn}")
    public ResponseEntity<BookDto> replace(@PathVariable String isbn,
                                           @Valid @RequestBody BookRequest request) {
        return books.replace(isbn, request.toBook())
                .map(BookDto::from)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @DeleteMapping("/{isbn}")
    public ResponseEntity<Void> delete(@PathVariable String isbn) {
        return books.delete(isbn)
                ? ResponseEntity.noContent().build()
                : ResponseEntity.notFound().build();
    }
}
