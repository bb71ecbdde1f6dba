use clap::{Parser, Subcommand};
use std::path::PathBuf;

/// Manage a local notes vault.
#[derive(Parser, Debug)]
#[command(name = "notes", version, about)]
struct Cli {
    /// Path of the vault
    #[arg(long, env = "NOTES_VAULT", default_value = "~/notes")]
    vault: PathBuf,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Create a note
    New { title: String },
    /// List notes, newest first
    List {
        #[arg(short, long, default_value_t = 20)]
        limit: usize,
    },
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
    let cli = Cli::parse();
    let vault = notes::Vault::open(&cli.vault)?;
    match cli.command {
        Command::New { title } => {
            let path = vault.create(&title)?;
            println!("{}", path.display());
        }
        Command::List { limit } => {
            for note in vault.list()?.into_iter().take(limit) {
                println!("{}  {}", note.modified.format("%Y-%m-%d"), note.title);
            }
        }
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
