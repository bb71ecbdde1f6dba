#[derive(Subcommand, Debug)]
enum Command {
    // ...
    /// Full-text search
    Search { query: String },
    /// Delete a note by title
    Delete {
        title: String,
        #[arg(long)]
        force: bool,
    },
}

fn main() -> anyhow::Result<()> {
    // ...
        Command::Search { query } => {
            for hit in vault.search(&query)? {
                println!("{}:{}: {}", hit.title, hit.line, hit.text);
            }
        }
        Command::Delete { title, force } => {
            vault.delete(&title, force)?;
        }
    }
    Ok(())
}
