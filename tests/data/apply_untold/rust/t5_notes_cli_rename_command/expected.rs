use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};

use crate::store::NoteStore;

#[derive(Parser)]
#[command(name = "notes", version, about = "A tiny note keeper")]
pub struct Cli {
    /// Directory holding the notes database.
    #[arg(long, env = "NOTES_DIR", default_value = "~/.notes")]
    pub dir: PathBuf,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Add a new note.
    Add {
        title: String,
        #[arg(short, long)]
        body: Option<String>,
    },
    /// List all notes.
    List {
        #[arg(short, long)]
        tag: Option<String>,
    },
    /// Show one note.
    Show { id: u32 },
    /// Delete a note.
    Delete {
        id: u32,
        #[arg(long)]
        force: bool,
    },
    /// Rename a note.
    Rename { id: u32, title: String },
}

pub fn run(cli: Cli) -> Result<()> {
    let mut store = NoteStore::open(&cli.dir).context("opening the note store")?;
    match cli.command {
        Command::Add { title, body } => {
            let id = store.add(&title, body.as_deref().unwrap_or(""))?;
            println!("added note {id}");
        }
        Command::List { tag } => {
            for note in store.list(tag.as_deref())? {
                println!("{:>4}  {}", note.id, note.title);
            }
        }
        Command::Show { id } => {
            let note = store.get(id)?.context("no such note")?;
            println!("# {}\n\n{}", note.title, note.body);
        }
        Command::Delete { id, force } => {
            if !force && !store.get(id)?.is_some() {
                bail!("note {id} does not exist");
            }
            store.delete(id)?;
            println!("deleted note {id}");
        }
        Command::Rename { id, title } => {
            store.rename(id, &title)?;
            println!("renamed note {id}");
        }
    }
    store.flush()?;
    Ok(())
}
