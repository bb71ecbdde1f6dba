#!/usr/bin/env bash
# Bootstrap dotfiles on a new machine.
set -euo pipefail

DOTFILES="$(cd "$(dirname "$0")" && pwd)"
BACKUP_DIR="$HOME/.dotfiles-backup/$(date +%s)"
OS="$(uname -s)"

info() { printf '\033[0;32m[info]\033[0m %s\n' "$*"; }
warn() { printf '\033[0;33m[warn]\033[0m %s\n' "$*"; }

backup_if_exists() {
    local target="$1"
    if [[ -e "$target" && ! -L "$target" ]]; then
        mkdir -p "$BACKUP_DIR"
        mv "$target" "$BACKUP_DIR/"
        warn "Backed up $target to $BACKUP_DIR"
    fi
}

link() {
    local src="$DOTFILES/$1" dest="$2"
    backup_if_exists "$dest"
    mkdir -p "$(dirname "$dest")"
    ln -sfn "$src" "$dest"
    info "Linked $dest -> $src"
}

install_packages() {
    case "$OS" in
        Darwin)
            command -v brew >/dev/null 2>&1 || {
                warn "Homebrew not found, skipping packages"
                return
            }
            brew bundle --file="$DOTFILES/Brewfile"
            ;;
        Linux)
            sudo apt-get update -qq
            xargs -a "$DOTFILES/packages.txt" sudo apt-get install -y -qq
            ;;
        *)
            warn "Unsupported OS: $OS"
            ;;
    esac
}

link_dotfiles() {
    link zsh/zshrc "$HOME/.zshrc"
    link zsh/zprofile "$HOME/.zprofile"
    link git/gitconfig "$HOME/.gitconfig"
    link git/gitignore_global "$HOME/.gitignore_global"
    link tmux/tmux.conf "$HOME/.tmux.conf"
    link nvim "$HOME/.config/nvim"
}

install_nvim_plugins() {
    if command -v nvim >/dev/null 2>&1; then
        info "Syncing Neovim plugins"
        nvim --headless "+Lazy! sync" +qa
    else
        warn "nvim not installed, skipping plugin sync"
    fi
}

set_default_shell() {
    local zsh_path
    zsh_path="$(command -v zsh || true)"
    if [[ -n "$zsh_path" && "$SHELL" != "$zsh_path" ]]; then
        info "Changing default shell to $zsh_path"
        chsh -s "$zsh_path"
    fi
}

main() {
    info "Installing dotfiles from $DOTFILES"
    install_packages
    link_dotfiles
    install_nvim_plugins
    set_default_shell
    info "Done. Restart your terminal."
}

main "$@"
