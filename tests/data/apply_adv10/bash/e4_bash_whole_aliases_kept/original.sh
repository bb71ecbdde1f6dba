# ~/.bash_aliases

export EDITOR=nvim
export PAGER=less
export HISTSIZE=10000
export HISTCONTROL=ignoreboth

alias ll='ls -alF'
alias la='ls -A'
alias l='ls -CF'
alias gs='git status'
alias gd='git diff'
alias gc='git commit'
alias gp='git push'

alias k='kubectl'
alias kgp='kubectl get pods'
alias kgs='kubectl get svc'
alias kl='kubectl logs -f'
