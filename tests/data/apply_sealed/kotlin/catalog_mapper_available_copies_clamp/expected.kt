package com.acme.library.catalog

import com.acme.library.catalog.db.AuthorRow
import com.acme.library.catalog.db.BookRow
import com.acme.library.catalog.db.LoanRow
import com.acme.library.catalog.model.Author
import com.acme.library.catalog.model.Book
import com.acme.library.catalog.model.Isbn
import com.acme.library.catalog.model.Loan
import com.acme.library.catalog.model.LoanStatus
import java.time.Clock
import java.time.LocalDate

class CatalogMapper(private val clock: Clock) {

    fun toAuthor(row: AuthorRow): Author =
        Author(
            id = row.id,
            name = listOfNotNull(row.firstName, row.lastName).joinToString(" "),
            born = row.birthYear,
        )

    fun toBook(row: BookRow, authors: List<AuthorRow>): Book {
        val isbn = Isbn.parse(row.isbn)
        val bookAuthors = authors
            .filter { it.id in row.authorIds }
            .map(::toAuthor)
        return Book(
            id = row.id,
            title = row.title.trim(),
            isbn = isbn,
            authors = bookAuthors,
            publishedYear = row.publishedYear,
            copies = row.copies,
        )
    }

    fun toLoan(row: LoanRow, book: Book): Loan {
        val today = LocalDate.now(clock)
        val status = when {
            row.returnedOn != null -> LoanStatus.RETURNED
            row.dueOn.isBefore(today) -> LoanStatus.OVERDUE
            else -> LoanStatus.ACTIVE
        }
        return Loan(
            id = row.id,
            book = book,
            memberId = row.memberId,
            borrowedOn = row.borrowedOn,
            dueOn = row.dueOn,
            status = status,
        )
    }

    fun toBookRow(book: Book): BookRow =
        BookRow(
            id = book.id,
            title = book.title,
            isbn = book.isbn.value,
            authorIds = book.authors.map { it.id },
            publishedYear = book.publishedYear,
            copies = book.copies,
        )

    fun availableCopies(book: Book, loans: List<Loan>): Int {
        val out = loans.count { it.book.id == book.id && it.status != LoanStatus.RETURNED }
        return (book.copies - out).coerceAtLeast(0)
    }
}
