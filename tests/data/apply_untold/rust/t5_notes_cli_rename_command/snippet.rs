#[derive(Subcommand)]
pub enum Command {
    // ...
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
    // ...
        Command::Delete { id, force } => {
            // ...
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
